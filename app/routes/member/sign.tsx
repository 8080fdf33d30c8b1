import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLocation, useNavigate, useSearchParams } from 'react-router';
import { localizePath } from '../../../common/i18n-config';
import { requestContext } from '../../context';
import { noindex, afterSignIn, safeRedirect } from '../../features/account/session';
import { pageContext } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/sign';
import { SignPanel, type SignView, type ViewLink as ViewLinkType } from './sign-panel';
import { TASK_PAGE_HANDLE } from '../../features/shell/layout-settings';

export const handle = TASK_PAGE_HANDLE;

/** Spec §2: /sign signs in; #sign-up registers; #forgot resets a forgotten password. */
const viewOf = (hash: string): SignView => (hash === '#sign-up' ? 'signup' : hash === '#forgot' ? 'forgot' : 'signin');
const HASH: Record<SignView, string> = { signin: '', signup: '#sign-up', forgot: '#forgot' };

export async function loader(args: Route.LoaderArgs) {
  const { t, lng } = await pageContext(args);
  // Already signed in: nothing to do here.
  if (args.context.get(requestContext).actor) {
    const target = safeRedirect(new URL(args.request.url).searchParams.get('redirect'));
    throw redirect(target ?? localizePath('/user', lng));
  }
  return { seo: { title: t('account:sign.pageTitle'), description: t('account:sign.pageLead') } };
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

/** The hash is known only in the browser: the first render (server and hydration) is sign-in. */
let hydrated = false;

export default function Sign() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [view, setView] = useState<SignView>(() => (hydrated ? viewOf(location.hash) : 'signin'));
  const heading = useRef<HTMLHeadingElement>(null);
  /** Set when the reader switches views with our links: the new heading then takes the focus. */
  const focusHeading = useRef(false);

  useEffect(() => {
    hydrated = true;
  }, []);
  useEffect(() => {
    setView(viewOf(location.hash));
  }, [location.hash]);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [view]);

  const target = safeRedirect(params.get('redirect')) ?? to('/user');
  const onSignedIn = () => afterSignIn(t('login.success'), target);
  const link = (v: SignView) => ({ pathname: location.pathname, search: location.search, hash: HASH[v] });
  const ViewLink: ViewLinkType = ({ view: v, className, children, current, testId }) => (
    <Link to={link(v)} preventScrollReset onClick={() => (focusHeading.current = v !== view)} className={className} aria-current={current ? 'page' : undefined} data-testid={testId}>
      {children}
    </Link>
  );

  return (
    <main id="main" className="bg-gradient-to-b from-emerald-50 to-white px-4 py-8 sm:py-12 dark:from-emerald-950/40 dark:to-[#121212]">
      <div className={`card mx-auto w-full p-5 shadow-sm sm:p-8 ${view === 'signup' ? 'max-w-2xl' : 'max-w-md'}`}>
        <SignPanel
          view={view}
          ViewLink={ViewLink}
          onSignedIn={onSignedIn}
          redirect={target}
          referrer={params.get('referrer')?.slice(0, 22) ?? ''}
          onReset={() => {
            focusHeading.current = true;
            void navigate(link('signin'), { preventScrollReset: true });
          }}
          headingRef={heading}
          headingLevel={1}
        />
      </div>
    </main>
  );
}
