import { onTestFinished } from 'vitest';
import { env } from '@/config/env';

type Env = typeof env;
type Patch = { -readonly [K in keyof Env]?: Env[K] extends object ? Partial<Env[K]> : Env[K] };

let saved: Env | null = null;

/**
 * Changes configuration values (src/config/env.ts reads them once at start)
 * for one test; restored when the test ends (call it inside the test).
 */
export function overrideEnv(patch: Patch): void {
  if (!saved) {
    saved = structuredClone(env);
    onTestFinished(() => {
      Object.assign(env as unknown as Record<string, unknown>, saved);
      saved = null;
    });
  }
  const target = env as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    target[key] = value !== null && typeof value === 'object' && typeof current === 'object' ? { ...current, ...value } : value;
  }
}
