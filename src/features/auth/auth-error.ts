import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@/config/input-limits';
import { toApiError } from '@/lib/http/api-error';
import { useErrorText } from '@/lib/react/use-error-text';

type KnownKey = 'errors.invalidCredentials' | 'errors.emailTaken' | 'errors.invalidEmail' | 'errors.weakPassword';

/** Details that FastAPI-style auth backends send in English, shown in the visitor's language instead. */
const KNOWN_DETAILS: [RegExp, KnownKey][] = [
  [/incorrect (username|e-?mail) or password|invalid credentials|e-?mail ou senha (incorretos|inválidos)/i, 'errors.invalidCredentials'],
  [/already (registered|exists|in use)|já (está )?(cadastrado|registrado|existe)/i, 'errors.emailTaken'],
  [/not a valid email|valid email address|e-?mail inválido/i, 'errors.invalidEmail'],
  [/password.*(short|at least|characters)|senha.*(curta|mínimo|caracteres)/i, 'errors.weakPassword'],
];

/**
 * The message for a failed login or registration: a known detail translated,
 * a status we understand without one, else the server's detail, else `fallback`.
 */
export function useAuthErrorText() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  return useCallback(
    (raw: unknown, fallback: string): string => {
      const error = toApiError(raw);
      const known = error.detail ? KNOWN_DETAILS.find(([pattern]) => pattern.test(error.detail ?? '')) : undefined;
      if (known) return t(known[1], { min: PASSWORD_MIN_LENGTH });
      if (!error.detail && error.status === 409) return t('errors.emailTaken');
      return errorText(error, fallback);
    },
    [t, errorText],
  );
}
