import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { isDemoMode } from '@/config/env';
import { useAuth } from '@/lib/auth';
import { AuthLoading, type LoginRedirectState } from '@/lib/require-auth';
import { AfterLoginPanel } from './after-login-panel';
import { ForgotPasswordLink } from './forgot-password-link';
import { GoogleButton } from './google-button';
import { SwitchAccountPrompt } from './switch-account-prompt';
import { LoginAside } from './login-aside';
import { LoginContextNote } from './login-context-note';
import { LoginForm } from './login-form';
import { internalPath, readLoginForm, saveLoginForm, type LoginMode } from './login-form-state';
import { RegisterForm } from './register-form';
import { useAfterLogin } from './use-after-login';
import { useGoogleToken } from './use-google-token';
import './login.css';

// Tested inline (not through isDemoMode) so production builds do not emit the demo credentials at all.
const DemoAccountsNote =
  import.meta.env.VITE_DEMO === '1' ? lazy(() => import('./demo-accounts-note').then((module) => ({ default: module.DemoAccountsNote }))) : () => null;

/** /login: password login, registration, Google sign-in, forgot password, then SPEC §4 'After login'. */
export function LoginScreen() {
  const { t } = useTranslation(['auth', 'common']);
  const { status, isRestoring, sessionEnded, user } = useAuth();
  const location = useLocation();
  const [saved] = useState(readLoginForm);
  const from = internalPath((location.state as LoginRedirectState | null)?.from) ?? saved.from;
  const google = useGoogleToken();
  const afterLogin = useAfterLogin(from, !google.pending);
  const [mode, setMode] = useState<LoginMode>(saved.mode);
  const [email, setEmail] = useState(saved.email);
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => saveLoginForm({ email, mode }), [email, mode]);

  function switchMode(next: LoginMode) {
    setMode(next);
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
          <LoginContextNote />
          {sessionEnded && <Alert tone="warning">{t(`common:session.${sessionEnded}`)}</Alert>}
          {google.outcome === 'failed' && <Alert>{t('google.error')}</Alert>}
          {google.outcome === 'unexpected' && <Alert tone="info">{t('google.unexpected')}</Alert>}
          {notice && <Alert tone="info">{notice}</Alert>}
          <GoogleButton from={from} disabled={google.pending} />
          <p className="login-divider">
            <span>{t('divider')}</span>
          </p>
          {isLogin ? (
            <LoginForm email={email} password={password} onEmailChange={setEmail} onPasswordChange={setPassword} />
          ) : (
            <RegisterForm
              email={email}
              onEmailChange={setEmail}
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
                  setEmail(demoEmail);
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
