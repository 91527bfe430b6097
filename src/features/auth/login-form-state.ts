import * as v from 'valibot';
import { paths } from '@/config/routes';
import { bundledSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';

/**
 * What the login screen keeps across reloads and the Google round trip
 * (sessionStorage loginForm). Never the password.
 */
const loginFormSchema = v.object({
  email: v.optional(v.string(), ''),
  mode: v.optional(v.picklist(['login', 'register']), 'login'),
  /** RequireAuth's `from`, which router state alone would lose on the Google redirect. */
  from: v.nullish(v.string(), null),
});
const loginForm = bundledSchemaItem('session', STORAGE_KEYS.loginForm, loginFormSchema);

type LoginFormState = v.InferOutput<typeof loginFormSchema>;
export type LoginMode = LoginFormState['mode'];

export const EMPTY_LOGIN_FORM: LoginFormState = { email: '', mode: 'login', from: null };

export const readLoginForm = (): LoginFormState => loginForm.get() ?? EMPTY_LOGIN_FORM;

export function saveLoginForm(patch: Partial<LoginFormState>): void {
  loginForm.set({ ...readLoginForm(), ...patch });
}

export const clearLoginForm = () => loginForm.remove();

/** An in-app path to return to; anything else (other origins, the login page itself) is ignored. */
export function internalPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (value === paths.login || value.startsWith(`${paths.login}?`) || value.startsWith(`${paths.login}/`)) return null;
  return value;
}
