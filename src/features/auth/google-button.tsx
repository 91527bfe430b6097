import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '@/config/env';
import { browserLocation } from '@/lib/links/safe-redirect';
import { startGoogleSignIn } from './google-sign-in';
import { saveLoginForm } from './login-form-state';

/** Google's "G", drawn inline so the button needs no image request. */
function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z" />
      <path fill="#FBBC05" d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-10l-7.9 6C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/** Leaves for the API's Google sign-in, which returns to /login?token=... */
export function GoogleButton({ from, disabled }: { from: string | null; disabled?: boolean }) {
  const { t } = useTranslation('auth');
  const [leaving, setLeaving] = useState(false);

  function signIn() {
    // Router state does not survive the round trip through Google.
    saveLoginForm({ from });
    startGoogleSignIn();
    setLeaving(true);
    browserLocation.assign(apiUrl('/auth/google/login'));
  }

  return (
    <button type="button" className="btn btn-block login-google" onClick={signIn} disabled={disabled || leaving}>
      <GoogleMark />
      {leaving ? t('google.leaving') : t('google.button')}
    </button>
  );
}
