import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-field';
import type { FieldError } from './validate';

interface EmailFieldProps {
  id: string;
  value: string;
  onChange: (email: string) => void;
  /** The last attempt's verdict from `emailError`: empty or not an address. */
  error: FieldError | undefined;
  /**
   * `username` where the address names an existing account (password managers fill it beside the saved
   * password); `email` where a new account is being created.
   */
  autoComplete: 'username' | 'email';
  /** The form field's name, for password managers; the forgot-password form sends nothing, so it has none. */
  name?: string;
  /** Defaults to the plain "E-mail". */
  label?: ReactNode;
}

/** The e-mail of the login, register and forgot-password forms: one keyboard, one validation message. */
export function EmailField({ id, value, onChange, error, autoComplete, name, label }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={id}
      label={label ?? t('fields.email.label')}
      name={name}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error && t(`fields.email.${error === 'email' ? 'invalid' : 'required'}`)}
    />
  );
}
