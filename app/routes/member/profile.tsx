import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarUpload } from '../../features/avatar/avatar-upload';
import { PasskeyManager } from '../../features/passkey/passkey-manager';
import { ThirdPartyLinks } from '../../features/third-party/third-party-links';
import { Link, useRouteLoaderData } from 'react-router';
import { MemberQr } from '../../features/account/member-qr';
import { Card, IdentityList, PasswordForm, PhoneForm, ProfileForm } from '../../features/account/profile-sections';
import { SessionsList } from '../../features/account/sessions-list';
import { CloseAccountButton } from '../../features/account/close-account';
import { noindex, signedInPage } from '../../features/account/session';
import { useLocale } from '../../features/i18n/use-locale';
import { pageContext } from '../../features/content/page-context';
import { pickText } from '../../../common/i18n-config';
import { pageMeta } from '../../features/shell/seo';
import { TaskPageHeader } from '../../features/shell/task-page-header';
import { useUser } from '../../features/shell/user-store';
import type { RootData } from '../../root';
import type { Route } from './+types/profile';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';

export const handle = TASK_PAGE_HANDLE;

export async function loader(args: Route.LoaderArgs) {
  const page = await signedInPage(args, 'account:profile.title');
  const { services, lng } = await pageContext(args);
  const chosen = page.user.member?.favIndustries ?? [];
  // The enabled industries, and any the member chose before one was switched off.
  const industries = (await services.types.options('industries')).filter((o) => o.isEnabled || chosen.includes(Number(o.id))).map((o) => ({ id: Number(o.id), name: pickText(o.name, lng) }));
  return { ...page, industries };
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to, lng } = useLocale();
  const root = useRouteLoaderData('root') as RootData;
  const user = useUser() ?? loaderData.user;
  const member = user.member;
  // Bumped after a password change (the other sessions ended) to reload the list.
  const [sessionsVersion, setSessionsVersion] = useState(0);

  return (
    <main id="main">
      <TaskPageHeader back={{ to: to('/user'), label: t('account:profile.back') }} title={t('account:profile.title')} lead={t('account:profile.lead')} width="max-w-5xl" />

      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 pb-12 lg:grid-cols-2">
        {member && (
          <>
            <AvatarUpload />
            <Card id="edit" title={t('account:profile.edit')}>
              <ProfileForm user={user} member={member} industries={loaderData.industries} />
            </Card>
            <div className="grid min-w-0 grid-cols-1 content-start gap-6">
              <Card id="identity" title={t('account:profile.identity')} lead={t('account:profile.identityLead')}>
                <IdentityList member={member} />
              </Card>
              <Card id="qr" title={t('account:profile.qr')} lead={t('account:profile.qrLead')}>
                <MemberQr memberCode={member.code} name={member.nickname ?? member.fullname} publicUrl={root.publicUrl} />
              </Card>
            </div>
          </>
        )}
        <Card id="security" title={t('account:profile.password')} lead={t('account:profile.passwordLead')}>
          <PasswordForm onChanged={() => setSessionsVersion((n) => n + 1)} />
        </Card>
        {member && (
          <Card id="phone" title={t('account:profile.phone')} lead={t('account:profile.phoneLead')}>
            <PhoneForm currentPhone={user.phone} />
          </Card>
        )}
        <Card id="sessions" title={t('account:profile.sessions')} lead={t('account:profile.sessionsLead')} className="lg:col-span-2">
          <SessionsList version={sessionsVersion} />
        </Card>
        <PasskeyManager />
        <ThirdPartyLinks />
        {member && (
          <Card id="data" title={t('account:profile.data')} lead={t('account:profile.dataLead')}>
            <div className="flex flex-wrap items-center gap-3">
              {/* A plain download: the browser saves the ZIP the server names. */}
              <a href={`/api/user/data-export?lng=${lng}`} download className="btn btn-primary" data-testid="data-export-download">
                {t('account:profile.dataDownload')}
              </a>
              <Link to={to('/privacy#privacy-rights')} className="text-sm underline underline-offset-2">
                {t('account:profile.dataPrivacy')}
              </Link>
              <Link to={to('/user/medical-record')} className="btn btn-ghost" data-testid="medical-record-open">
                {t('account:medical.open')}
              </Link>
            </div>
            <div className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-700">
              <p className="mb-2 text-sm text-stone-600 dark:text-stone-400">{t('account:close.cardLead')}</p>
              <CloseAccountButton />
            </div>
          </Card>
        )}
      </div>
    </main>
  );
}
