import { PASSWORD_MIN_LENGTH } from '@/config/input-limits';

export type FieldError = 'required' | 'email' | 'passwordLength' | 'passwordMatch';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): FieldError | null {
  const value = email.trim();
  if (!value) return 'required';
  return EMAIL.test(value) ? null : 'email';
}

/** Login only requires a password; registration also asks for a minimum length and a matching confirmation. */
export function passwordError(password: string, forNewAccount = false): FieldError | null {
  if (!password) return 'required';
  if (forNewAccount && password.length < PASSWORD_MIN_LENGTH) return 'passwordLength';
  return null;
}

export function confirmationError(password: string, confirmation: string): FieldError | null {
  if (!confirmation) return 'required';
  return confirmation === password ? null : 'passwordMatch';
}
