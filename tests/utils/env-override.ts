import { afterEach } from 'vitest';
import { env } from '@/config/env';

type Env = typeof env;
type Patch = { -readonly [K in keyof Env]?: Env[K] extends object ? Partial<Env[K]> : Env[K] };

let saved: Env | null = null;

/**
 * Changes configuration values (src/config/env.ts reads them once at start)
 * for one test; restored after it.
 */
export function overrideEnv(patch: Patch): void {
  saved ??= structuredClone(env);
  const target = env as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    target[key] = value !== null && typeof value === 'object' && typeof current === 'object' ? { ...current, ...value } : value;
  }
}

afterEach(() => {
  if (!saved) return;
  Object.assign(env as unknown as Record<string, unknown>, saved);
  saved = null;
});
