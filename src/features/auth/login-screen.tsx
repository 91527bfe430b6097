import { Suspense, useState } from 'react';
import { lazyOptional } from '@/lib/react/lazy-download';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { isDemoMode } from '@/config/env';
import { useAuth } from '@/domain/session';
import { useHydrated } from '@/lib/react/use-hydrated';
import { AuthLoading, type LoginRedirectState } from '@/domain/session';
import { AfterLoginPanel } from './after-login-panel';
import { ForgotPasswordLink } from './forgot-password-link';
import { GoogleButton } from './google-button';
import { SwitchAccountPrompt } from './switch-account-prompt';
import { LoginAside } from './login-aside';
import { LoginContextNote } from './login-context-note';
import { LoginForm } from './login-form';
import { EMPTY_LOGIN_FORM, internalPath, readLoginForm, saveLoginForm, type LoginMode } from './login-form-state';
import { RegisterForm } from './register-form';
import { useAfterLogin } from './use-after-login';
import { useGoogleToken } from './use-google-token';
import './login.css';

// Read here, not through src/config/env.ts: the bundler must see the test to leave the demo credentials out of
// production builds.
const DemoAccountsNote =
  import.meta.env.VITE_DEMO === '1' ? lazyOptional(() => import('./demo-accounts-note').then((module) => ({ default: module.DemoAccountsNote }))) : () => null;

/** /login: password login, registration, Google sign-in, forgot password, then the after-login steps (docs/product/accounts.md#after-login). */
export function LoginScreen() {
  const { t } = useTranslation(['auth', 'common']);
  const { status, isRestoring, sessionEnded, user } = useAuth();
  const location = useLocation();
  // The prerendered /login is the empty form; what this tab kept shows once the page is live, until the visitor changes it.
  const saved = useHydrated() ? readLoginForm() : EMPTY_LOGIN_FORM;
  const from = internalPath((location.state as LoginRedirectState | null)?.from) ?? saved.from;
  const google = useGoogleToken();
  const afterLogin = useAfterLogin(from, !google.pending);
  const [chosenMode, setMode] = useState<LoginMode | null>(null);
  const [typedEmail, setEmail] = useState<string | null>(null);
  const mode = chosenMode ?? saved.mode;
  const email = typedEmail ?? saved.email;
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  // Kept as the visitor types.
  const changeEmail = (value: string) => {
    setEmail(value);
    saveLoginForm({ email: value });
  };

  function switchMode(next: LoginMode) {
    setMode(next);
    saveLoginForm({ mode: next });
    setNotice(null);
  }

  // A stored session is being checked: the form would flash before the after-login steps.
  if (isRestoring) return <AuthLoading />;

  if (google.outcome === 'confirm-switch') {
    return (
      <section className="container section login-page">
        <SwitchAccountPrompt current={user?.email ?? null} onSwitch={google.confirmSwitch} onKeep={google.keepCurrent} />
      </section>
    );
  }

  if (status === 'authenticated') {
    return (
      <section className="container section login-page">
        <AfterLoginPanel phase={afterLogin.phase} error={afterLogin.error} onRetry={() => void afterLogin.retry()} onSkip={afterLogin.skipPlan} />
      </section>
    );
  }

  const isLogin = mode === 'login';
  return (
    <section className="container section login-page">
      <div className="login-layout">
        <div className="login-card card">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1>{isLogin ? t('login.title') : t('register.title')}</h1>
          <p className="muted">{isLogin ? t('login.subtitle') : t('register.subtitle')}</p>
          <LoginContextNote from={from} />
          {sessionEnded && <Alert tone="warning">{t(`common:session.${sessionEnded}`)}</Alert>}
          {google.outcome === 'failed' && <Alert>{t('google.error')}</Alert>}
          {google.outcome === 'unexpected' && <Alert tone="info">{t('google.unexpected')}</Alert>}
          {notice && <Alert tone="info">{notice}</Alert>}
          <GoogleButton from={from} disabled={google.pending} />
          <p className="login-divider">
            <span>{t('divider')}</span>
          </p>
          {isLogin ? (
            <LoginForm email={email} password={password} onEmailChange={changeEmail} onPasswordChange={setPassword} />
          ) : (
            <RegisterForm
              email={email}
              onEmailChange={changeEmail}
              onCreatedWithoutLogin={(message) => {
                switchMode('login');
                setNotice(message);
              }}
            />
          )}
          <div className="login-links">
            {isLogin ? (
              <>
                <ForgotPasswordLink />
                <p>
                  {t('login.noAccount')}{' '}
                  <button type="button" className="login-switch" onClick={() => switchMode('register')}>
                    {t('login.createAccount')}
                  </button>
                </p>
              </>
            ) : (
              <p>
                {t('register.hasAccount')}{' '}
                <button type="button" className="login-switch" onClick={() => switchMode('login')}>
                  {t('register.login')}
                </button>
              </p>
            )}
          </div>
          {isDemoMode && (
            <Suspense fallback={null}>
              <DemoAccountsNote
                onUse={(demoEmail, demoPassword) => {
                  switchMode('login');
                  changeEmail(demoEmail);
                  setPassword(demoPassword);
                }}
              />
            </Suspense>
          )}
        </div>
        <LoginAside />
      </div>
    </section>
  );
}
