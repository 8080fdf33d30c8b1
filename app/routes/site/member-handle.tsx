import { data, Link, redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath } from '../../../common/i18n-config';
import { isStaff } from '../../../common/permissions';
import { formatMemberCode, isValidMemberCode, normalizeMemberCode } from '../../../common/validators/member-code';
import { requestContext } from '../../context';
import { pageContext } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';
import { NotFoundView } from '../../features/shell/not-found-view';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/member-handle';

export const handle = TASK_PAGE_HANDLE;

/** Where reception sees the card of the member with this code. */
export const memberCardPath = (code: string) => `/manage/members/card/${normalizeMemberCode(code)}`;

/**
 * `/@{member code}` — what a member's QR code opens (issue 13). Staff signed in go to the member's
 * card in the back office (check-in); a signed-in member goes to their own profile; a visitor sees
 * only a way to sign in — nothing about the member. Any other single-segment path is the 404 page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { t, lng } = await pageContext(args);
  const raw = args.params.handle;
  const code = raw.startsWith('@') ? normalizeMemberCode(raw.slice(1)) : '';
  if (!isValidMemberCode(code)) return data({ seo: { title: t('notFound.title') }, code: null }, { status: 404 });
  const { actor } = args.context.get(requestContext);
  if (actor && isStaff(actor)) throw redirect(memberCardPath(code));
  if (actor) throw redirect(localizePath('/user/profile', lng));
  return { seo: { title: t('account:memberCard.title') }, code };
}

export const meta: Route.MetaFunction = (args) => [...pageMeta(args.data?.seo, args), { name: 'robots', content: 'noindex' }];

export default function MemberHandle({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  const { to } = useLocale();
  if (!d.code) return <NotFoundView status={404} />;
  const here = `/@${d.code}`;
  return (
    <section className="mx-auto max-w-md px-4 py-10 text-center" aria-labelledby="member-card-title">
      <h1 id="member-card-title" className="text-2xl font-semibold">{t('account:memberCard.title')}</h1>
      <p className="mt-2 font-mono text-lg tracking-wider" data-testid="member-handle-code">{formatMemberCode(d.code)}</p>
      <p className="mt-4 text-stone-700 dark:text-stone-300">{t('account:memberCard.lead')}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Link className="btn btn-primary" to={`${to('/sign')}?redirect=${encodeURIComponent(to('/user/profile'))}`} data-testid="member-handle-sign">
          {t('account:memberCard.memberSignIn')}
        </Link>
        <a className="btn btn-ghost" href={`/login?redirect=${encodeURIComponent(here)}`} data-testid="member-handle-staff">
          {t('account:memberCard.staffSignIn')}
        </a>
      </div>
    </section>
  );
}
