import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WhatsAppIcon } from '@/components/ui/icons';
import { PrivacyNotice } from '@/components/ui/privacy-notice';
import { TEAM_CONTACT_HOURS } from '@/config/promised-times';
import { env } from '@/config/env';
import { paths } from '@/config/routes';
import { mailtoUrl } from '@/lib/links/mailto';
import { whatsappChatUrl } from '@/lib/links/whatsapp';
import { useHydrated } from '@/lib/react/use-hydrated';
import { readLoginForm, saveLoginForm } from './login-form-state';
import { EmailField } from './email-field';
import { useAttemptErrors } from './use-attempt-errors';
import { emailError } from './validate';
import './login.css';
import { AppForm } from '@/components/ui/app-form';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { showThenFocus } from '@/lib/react/show-then-focus';

/**
 * "Esqueci minha senha". The API has no password reset, so this is a support
 * hand-off done well: the e-mail of the account, what happens next, and a
 * WhatsApp or e-mail request with everything already written.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const emailId = useId();
  // The prerendered page starts empty; the e-mail typed on /login comes back once the page is live.
  const hydrated = useHydrated();
  const [typedEmail, setEmail] = useState<string | null>(null);
  const email = typedEmail ?? (hydrated ? readLoginForm().email : '');
  // A changed e-mail clears the error of the last attempt.
  const { fieldErrors, setFieldErrors } = useAttemptErrors({ email });
  const [ready, setReady] = useState(false);
  const nextRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (ready) nextRef.current?.focus();
  }, [ready]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailError(email);
    showThenFocus(
      () => {
        setFieldErrors({ email: problem ?? undefined });
        setReady(problem === null);
      },
      problem ? emailId : undefined,
    );
  }

  const typed = email.trim();
  const message = t('forgot.messageWithEmail', { email: typed });
  const chatUrl = whatsappChatUrl(message);
  const mailUrl = mailtoUrl(env.company.email, t('forgot.emailSubject'), message);

  return (
    <div className="container section login-page forgot-page">
      <div className="card login-card">
        <h1>{t('forgot.title')}</h1>
        <p>{t('forgot.intro', { hours: TEAM_CONTACT_HOURS })}</p>
        <AppForm className="form" onSubmit={submit}>
          <EmailField
            id={emailId}
            label={t('forgot.emailLabel')}
            autoComplete="username"
            value={email}
            onChange={(value) => {
              setEmail(value);
              saveLoginForm({ email: value });
              setReady(false);
            }}
            error={fieldErrors.email}
          />
          <button type="submit" className="btn btn-primary btn-block">
            {t('forgot.continue')}
          </button>
          <PrivacyNotice />
        </AppForm>
        {ready && (
          <section ref={nextRef} tabIndex={-1} className="forgot-next" aria-labelledby="forgot-next-title">
            <h2 id="forgot-next-title" className="h3">
              {t('forgot.next.title')}
            </h2>
            <ol>
              <li>{t('forgot.next.send')}</li>
              <li>{t('forgot.next.check', { hours: TEAM_CONTACT_HOURS })}</li>
              <li>{t('forgot.next.link')}</li>
            </ol>
            <div className="button-row">
              {chatUrl && (
                <NewTabLink className="btn btn-whatsapp" href={chatUrl}>
                  <WhatsAppIcon size={20} />
                  {t('forgot.whatsapp')}
                </NewTabLink>
              )}
              {mailUrl && (
                <a className="btn btn-outline" href={mailUrl}>
                  {t('forgot.email', { email: env.company.email })}
                </a>
              )}
            </div>
            {!chatUrl && !mailUrl && <p>{t('forgot.noChannel')}</p>}
            <p className="muted">{t('forgot.safety')}</p>
          </section>
        )}
        <p className="muted">{t('forgot.google')}</p>
        <p>
          <Link to={paths.login}>{t('forgot.back')}</Link>
        </p>
      </div>
    </div>
  );
}
