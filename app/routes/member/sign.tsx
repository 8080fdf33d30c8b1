import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLocation, useNavigate, useSearchParams } from 'react-router';
import { localizePath } from '../../../common/i18n-config';
import { requestContext } from '../../context';
import { noindex, afterSignIn, safeRedirect } from '../../features/account/session';
import { CodeSignInForm, ForgotForm, PasswordSignInForm, RegisterForm } from '../../features/account/sign-forms';
import { PasskeySignInButton } from '../../features/passkey/passkey-sign-in-button';
import { ThirdPartySignIn } from '../../features/third-party/third-party-sign-in';
import { pageContext } from '../../features/content/page-context';
import { useLocale } from '../../features/i18n/use-locale';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/sign';

/** Spec §2: /sign signs in; #sign-up registers; #forgot resets a forgotten password. */
type View = 'signin' | 'signup' | 'forgot';
const viewOf = (hash: string): View => (hash === '#sign-up' ? 'signup' : hash === '#forgot' ? 'forgot' : 'signin');
const HASH: Record<View, string> = { signin: '', signup: '#sign-up', forgot: '#forgot' };

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
  const [view, setView] = useState<View>(() => (hydrated ? viewOf(location.hash) : 'signin'));
  const [method, setMethod] = useState<'password' | 'code'>('password');
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
  const link = (v: View) => ({ pathname: location.pathname, search: location.search, hash: HASH[v] });
  const toView = (v: View) => ({ to: link(v), preventScrollReset: true, onClick: () => (focusHeading.current = v !== view) });

  const tabs = ['password', 'code'] as const;
  const onTabKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next = e.key === 'Home' ? 'password' : e.key === 'End' ? 'code' : method === 'password' ? 'code' : 'password';
    setMethod(next);
    document.getElementById(`sign-tab-${next}`)?.focus();
  };

  const switchClass = (active: boolean) =>
    `flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors ${active ? 'bg-white text-emerald-900 shadow-sm dark:bg-stone-800 dark:text-emerald-200' : 'text-stone-700 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white'}`;
  const tabClass = (active: boolean) =>
    `-mb-px min-h-11 border-b-2 px-3 text-sm font-semibold ${active ? 'border-emerald-700 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200' : 'border-transparent text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-white'}`;

  const title = view === 'signup' ? t('account:register.title') : view === 'forgot' ? t('account:forgot.title') : t('account:sign.title');
  const lead = view === 'signup' ? t('account:register.lead') : view === 'forgot' ? t('account:forgot.lead') : t('account:sign.lead');

  return (
    <main id="main" className="bg-gradient-to-b from-emerald-50 to-white px-4 py-8 sm:py-12 dark:from-emerald-950/40 dark:to-[#121212]">
      <div className={`mx-auto w-full ${view === 'signup' ? 'max-w-2xl' : 'max-w-md'}`}>
        <nav aria-label={t('account:sign.views')} className="mb-4 grid grid-cols-2 gap-1 rounded-full bg-stone-200/70 p-1 dark:bg-stone-900">
          <Link {...toView('signin')} className={switchClass(view !== 'signup')} aria-current={view !== 'signup' ? 'page' : undefined} data-testid="switch-signin">
            {t('account:sign.submit')}
          </Link>
          <Link {...toView('signup')} className={switchClass(view === 'signup')} aria-current={view === 'signup' ? 'page' : undefined} data-testid="switch-signup">
            {t('account:register.tab')}
          </Link>
        </nav>

        <div className="card p-5 shadow-sm sm:p-8">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-emerald-950 outline-none sm:text-3xl dark:text-emerald-100">
            {title}
          </h1>
          <p className="mt-2 text-stone-600 dark:text-stone-400">{lead}</p>

          <div hidden={view !== 'signin'} className="mt-6">
            <div role="tablist" aria-label={t('account:sign.methods')} className="mb-6 flex gap-2 border-b border-stone-200 dark:border-stone-700">
              {tabs.map((m) => (
                <button
                  key={m}
                  id={`sign-tab-${m}`}
                  type="button"
                  role="tab"
                  aria-selected={method === m}
                  aria-controls={`sign-panel-${m}`}
                  tabIndex={method === m ? 0 : -1}
                  className={tabClass(method === m)}
                  onClick={() => setMethod(m)}
                  onKeyDown={onTabKey}
                  data-testid={`tab-${m}`}
                >
                  {m === 'password' ? t('account:sign.tabPassword') : t('account:sign.tabCode')}
                </button>
              ))}
            </div>
            <div id="sign-panel-password" role="tabpanel" aria-labelledby="sign-tab-password" hidden={method !== 'password'}>
              <PasswordSignInForm
                onSignedIn={onSignedIn}
                forgotLink={<Link {...toView('forgot')} className="link text-sm" data-testid="link-forgot">{t('account:sign.forgot')}</Link>}
              />
            </div>
            <div id="sign-panel-code" role="tabpanel" aria-labelledby="sign-tab-code" hidden={method !== 'code'}>
              <CodeSignInForm onSignedIn={onSignedIn} />
            </div>
            <div className="mt-6 space-y-2 border-t border-stone-200 pt-6 dark:border-stone-800">
              <PasskeySignInButton rememberMe={false} onSignedIn={onSignedIn} />
              <ThirdPartySignIn redirect={target} />
            </div>
            <p className="mt-6 text-center text-sm text-stone-600 dark:text-stone-400">
              {t('account:sign.noAccount')}{' '}
              <Link {...toView('signup')} className="link">{t('account:sign.toRegister')}</Link>
            </p>
          </div>

          <div hidden={view !== 'forgot'} className="mt-6">
            <ForgotForm onSignedIn={onSignedIn} onReset={() => {
                focusHeading.current = true;
                void navigate(link('signin'), { preventScrollReset: true });
              }} />
            <p className="mt-6 text-center text-sm">
              <Link {...toView('signin')} className="link">{t('account:forgot.back')}</Link>
            </p>
          </div>

          <div hidden={view !== 'signup'} className="mt-6">
            <RegisterForm active={view === 'signup'} referrer={params.get('referrer')?.slice(0, 22) ?? ''} onSignedIn={onSignedIn} />
            <p className="mt-6 text-center text-sm text-stone-600 dark:text-stone-400">
              {t('account:register.hasAccount')}{' '}
              <Link {...toView('signin')} className="link">{t('account:register.toSignIn')}</Link>
            </p>
          </div>
        </div>
      </div>
    </main>
  );
}
