import { useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../../features/account/register-form';
import { CodeSignInForm, ForgotForm, PasswordSignInForm, type OnSignedIn } from '../../features/account/sign-in-forms';
import { PasskeySignInButton } from '../../features/passkey/passkey-sign-in-button';
import { ThirdPartySignIn } from '../../features/third-party/third-party-sign-in';

/** Spec §2: sign in, register (#sign-up) and reset a forgotten password (#forgot). */
export type SignView = 'signin' | 'signup' | 'forgot';

/** Draws a control that switches the panel to another view: a hash link on /sign, a button in the overlay. */
export type ViewLink = (p: { view: SignView; className: string; children: ReactNode; current?: boolean; testId?: string }) => ReactNode;

export interface SignPanelProps {
  view: SignView;
  ViewLink: ViewLink;
  onSignedIn: OnSignedIn;
  /** Where a third-party sign-in comes back to. */
  redirect: string;
  referrer: string;
  /** After a password reset: back to sign-in. */
  onReset: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  headingId?: string;
  /** h1 on the /sign page, h2 inside the overlay (the page keeps its own h1). */
  headingLevel: 1 | 2;
}

/**
 * The sign-in / register / forgot-password panel, one for the /sign page and the sign-in overlay
 * (spec §2 "Login and register open in a sign-in overlay"), so both offer exactly the same forms.
 * It lives beside its route because it composes three features (account, passkey, third party).
 */
export function SignPanel(p: SignPanelProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const { view, ViewLink } = p;

  const tabs = ['password', 'code'] as const;
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next = e.key === 'Home' ? 'password' : e.key === 'End' ? 'code' : method === 'password' ? 'code' : 'password';
    setMethod(next);
    e.currentTarget.parentElement?.querySelector<HTMLElement>(`[data-method="${next}"]`)?.focus();
  };

  const switchClass = (active: boolean) =>
    `flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors ${active ? 'bg-white text-emerald-900 shadow-sm dark:bg-stone-800 dark:text-emerald-200' : 'text-stone-700 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white'}`;
  const tabClass = (active: boolean) =>
    `-mb-px min-h-11 border-b-2 px-3 text-sm font-semibold ${active ? 'border-emerald-700 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200' : 'border-transparent text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-white'}`;

  const title = view === 'signup' ? t('account:register.title') : view === 'forgot' ? t('account:forgot.title') : t('account:sign.title');
  const lead = view === 'signup' ? t('account:register.lead') : view === 'forgot' ? t('account:forgot.lead') : t('account:sign.lead');
  const Heading = p.headingLevel === 1 ? 'h1' : 'h2';
  const idPrefix = p.headingLevel === 1 ? 'sign' : 'sign-overlay';

  return (
    <div data-testid="sign-panel" data-view={view}>
      <nav aria-label={t('account:sign.views')} className="mb-4 grid grid-cols-2 gap-1 rounded-full bg-stone-200/70 p-1 dark:bg-stone-950">
        <ViewLink view="signin" className={switchClass(view !== 'signup')} current={view !== 'signup'} testId="switch-signin">
          {t('account:sign.submit')}
        </ViewLink>
        <ViewLink view="signup" className={switchClass(view === 'signup')} current={view === 'signup'} testId="switch-signup">
          {t('account:register.tab')}
        </ViewLink>
      </nav>

      <Heading ref={p.headingRef} id={p.headingId} tabIndex={-1} className="text-2xl font-bold tracking-tight text-emerald-950 outline-none sm:text-3xl dark:text-emerald-100">
        {title}
      </Heading>
      <p className="mt-2 text-stone-600 dark:text-stone-400">{lead}</p>

      <div hidden={view !== 'signin'} className="mt-6">
        <div role="tablist" aria-label={t('account:sign.methods')} className="mb-6 flex gap-2 border-b border-stone-200 dark:border-stone-700">
          {tabs.map((m) => (
            <button
              key={m}
              id={`${idPrefix}-tab-${m}`}
              type="button"
              role="tab"
              aria-selected={method === m}
              aria-controls={`${idPrefix}-panel-${m}`}
              tabIndex={method === m ? 0 : -1}
              className={tabClass(method === m)}
              onClick={() => setMethod(m)}
              onKeyDown={onTabKey}
              data-method={m}
              data-testid={`tab-${m}`}
            >
              {m === 'password' ? t('account:sign.tabPassword') : t('account:sign.tabCode')}
            </button>
          ))}
        </div>
        <div id={`${idPrefix}-panel-password`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-password`} hidden={method !== 'password'}>
          <PasswordSignInForm
            onSignedIn={p.onSignedIn}
            forgotLink={<ViewLink view="forgot" className="link text-sm" testId="link-forgot">{t('account:sign.forgot')}</ViewLink>}
          />
        </div>
        <div id={`${idPrefix}-panel-code`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-code`} hidden={method !== 'code'}>
          <CodeSignInForm onSignedIn={p.onSignedIn} />
        </div>
        <div className="mt-6 space-y-2 border-t border-stone-200 pt-6 dark:border-stone-800">
          <PasskeySignInButton rememberMe={false} onSignedIn={p.onSignedIn} />
          <ThirdPartySignIn redirect={p.redirect} />
        </div>
        <p className="mt-6 text-center text-sm text-stone-600 dark:text-stone-400">
          {t('account:sign.noAccount')} <ViewLink view="signup" className="link">{t('account:sign.toRegister')}</ViewLink>
        </p>
      </div>

      <div hidden={view !== 'forgot'} className="mt-6">
        <ForgotForm onSignedIn={p.onSignedIn} onReset={p.onReset} />
        <p className="mt-6 text-center text-sm">
          <ViewLink view="signin" className="link">{t('account:forgot.back')}</ViewLink>
        </p>
      </div>

      <div hidden={view !== 'signup'} className="mt-6">
        <RegisterForm active={view === 'signup'} referrer={p.referrer} onSignedIn={p.onSignedIn} />
        <p className="mt-6 text-center text-sm text-stone-600 dark:text-stone-400">
          {t('account:register.hasAccount')} <ViewLink view="signin" className="link">{t('account:register.toSignIn')}</ViewLink>
        </p>
      </div>
    </div>
  );
}
