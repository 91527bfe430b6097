import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/page-spinner';
import { useAuth } from '@/domain/session';
import { loginWithPassword } from './api';
import { useAuthErrorText } from './auth-error';
import { EmailField } from './email-field';
import { useAttemptErrors } from './use-attempt-errors';
import { emailError, passwordError } from './validate';
import { PrivacyNotice } from '@/components/ui/privacy-notice';
import { AppForm } from '@/components/ui/app-form';
import { showThenFocus } from '@/lib/react/show-then-focus';

interface LoginFormProps {
  email: string;
  password: string;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
}

/** E-mail and password against POST /token; the token then logs the visitor in through the auth context. */
export function LoginForm({ email, password, onEmailChange, onPasswordChange }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { login } = useAuth();
  const authErrorText = useAuthErrorText();
  // Editing a field clears the last attempt's errors ("E-mail ou senha incorretos" never sits beside a new problem).
  const { fieldErrors, setFieldErrors, error, setError } = useAttemptErrors({ email, password });
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const emailId = useId();
  const passwordId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const errors = { email: emailError(email) ?? undefined, password: passwordError(password) ?? undefined };
    const invalid = errors.email || errors.password;
    showThenFocus(
      () => {
        setFieldErrors(errors);
        setError(null);
      },
      invalid && (errors.email ? emailId : passwordId),
    );
    if (invalid) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await login(await loginWithPassword(email.trim(), password));
      // Authenticated: the screen moves on to the after-login step and this form goes away.
    } catch (raw) {
      setError(authErrorText(raw, t('login.error')));
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <AppForm className="form login-form" method="post" onSubmit={(event) => void submit(event)}>
      {error && <Alert>{error}</Alert>}
      <EmailField id={emailId} name="username" autoComplete="username" value={email} onChange={onEmailChange} error={fieldErrors.email} />
      <TextField
        id={passwordId}
        label={t('fields.password.label')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={fieldErrors.password && t('fields.password.required')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
        {submitting && <Spinner size="sm" />}
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
      <PrivacyNotice />
    </AppForm>
  );
}
