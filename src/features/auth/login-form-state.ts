import { paths } from '@/config/routes';
import { session } from '@/lib/storage';

export type LoginMode = 'login' | 'register';

/** What the login screen keeps across reloads and the Google round trip. Never the password. */
export interface LoginFormState {
  email: string;
  mode: LoginMode;
  /** RequireAuth's `from`, which router state alone would lose on the Google redirect. */
  from: string | null;
}

export function readLoginForm(): LoginFormState {
  const saved = session.loginForm.get() ?? {};
  return {
    email: typeof saved.email === 'string' ? saved.email : '',
    mode: saved.mode === 'register' ? 'register' : 'login',
    from: typeof saved.from === 'string' ? saved.from : null,
  };
}

export function saveLoginForm(patch: Partial<LoginFormState>): void {
  session.loginForm.set({ ...readLoginForm(), ...patch });
}

export const clearLoginForm = () => session.loginForm.remove();

/** An in-app path to return to; anything else (other origins, the login page itself) is ignored. */
export function internalPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (value === paths.login || value.startsWith(`${paths.login}?`) || value.startsWith(`${paths.login}/`)) return null;
  return value;
}
