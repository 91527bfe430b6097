import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/page-spinner';
import { PASSWORD_MIN_LENGTH } from '@/config/input-limits';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { recordTermsAcceptance } from '@/domain/consent';
import { useAuth } from '@/domain/session';
import { loginWithPassword, registerAccount } from './api';
import { useAuthErrorText } from './auth-error';
import { EmailField } from './email-field';
import { useAttemptErrors } from './use-attempt-errors';
import { confirmationError, emailError, passwordError, type FieldError } from './validate';
import { AppForm } from '@/components/ui/app-form';
import { showThenFocus } from '@/lib/react/show-then-focus';

interface RegisterFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The account exists but the automatic login failed: the visitor logs in by hand. */
  onCreatedWithoutLogin: (message: string) => void;
}

type Field = 'email' | 'password' | 'confirmation' | 'terms';
type Errors = Partial<Record<Field, FieldError>>;

/** POST /register (assumed contract, docs/api-contract.md), then the usual POST /token login. */
export function RegisterForm({ email, onEmailChange, onCreatedWithoutLogin }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const { login } = useAuth();
  const authErrorText = useAuthErrorText();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [accepted, setAccepted] = useState(false);
  // Editing a field clears the last attempt's server error and that field's own error.
  const { fieldErrors, setFieldErrors, error, setError } = useAttemptErrors<Field>({ email, password, confirmation, terms: accepted });
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const ids = { email: useId(), password: useId(), confirmation: useId(), terms: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const errors: Errors = {
      email: emailError(email) ?? undefined,
      password: passwordError(password, true) ?? undefined,
      confirmation: confirmationError(password, confirmation) ?? undefined,
      terms: accepted ? undefined : 'required',
    };
    const firstInvalid = (['email', 'password', 'confirmation', 'terms'] as const).find((field) => errors[field]);
    showThenFocus(
      () => {
        setFieldErrors(errors);
        setError(null);
      },
      firstInvalid && ids[firstInvalid],
    );
    if (firstInvalid) return;
    inFlight.current = true;
    setSubmitting(true);
    const address = email.trim();
    try {
      await registerAccount(address, password);
      // Kept in this browser with the cookie choice; the API's /register takes only e-mail and password.
      recordTermsAcceptance();
    } catch (raw) {
      setError(authErrorText(raw, t('register.error')));
      inFlight.current = false;
      setSubmitting(false);
      return;
    }
    try {
      await login(await loginWithPassword(address, password));
    } catch {
      onCreatedWithoutLogin(t('register.createdLoginFailed'));
    }
  }

  const passwordMessage =
    fieldErrors.password === 'passwordLength'
      ? t('fields.newPassword.length', { min: PASSWORD_MIN_LENGTH })
      : fieldErrors.password && t('fields.password.required');
  const confirmationMessage =
    fieldErrors.confirmation === 'passwordMatch' ? t('fields.confirmation.mismatch') : fieldErrors.confirmation && t('fields.confirmation.required');

  return (
    <AppForm className="form login-form" method="post" onSubmit={(event) => void submit(event)}>
      {error && <Alert>{error}</Alert>}
      <EmailField id={ids.email} name="email" autoComplete="email" value={email} onChange={onEmailChange} error={fieldErrors.email} />
      <TextField
        id={ids.password}
        label={t('fields.newPassword.label')}
        hint={t('fields.newPassword.hint', { min: PASSWORD_MIN_LENGTH })}
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordMessage}
      />
      <TextField
        id={ids.confirmation}
        label={t('fields.confirmation.label')}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={confirmationMessage}
      />
      <div className={`field${fieldErrors.terms ? ' field-invalid' : ''}`}>
        <div className="field-check">
          <input
            id={ids.terms}
            type="checkbox"
            required
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            aria-invalid={fieldErrors.terms ? true : undefined}
            aria-describedby={fieldErrors.terms ? `${ids.terms}-error` : undefined}
          />
          <label htmlFor={ids.terms}>
            {t('register.terms.before')}
            <Link to={paths.terms} target="_blank" rel="noopener">
              {t('register.terms.terms')}
            </Link>
            {t('register.terms.middle')}
            <Link to={paths.privacy} target="_blank" rel="noopener">
              {t('register.terms.privacy')}
            </Link>
            {t('register.terms.after')}
          </label>
        </div>
        {fieldErrors.terms && (
          <p id={`${ids.terms}-error`} className="field-error">
            {t('register.terms.required')}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
        {submitting && <Spinner size="sm" />}
        {submitting ? t('register.submitting') : t('register.submit')}
      </button>
    </AppForm>
  );
}
