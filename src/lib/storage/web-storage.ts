/**
 * Raw Web Storage access that never throws: storage that refuses (Safari
 * private mode, blocked cookies, a full quota) keeps this page's values in
 * memory. Only the storage modules use it: lib/storage/storage.ts, which checks every
 * value against its key's schema, and the startup scripts, which read a few
 * values as plain text before the first paint (the language, the session
 * token, the keys that make a page render in the browser).
 */
export type StorageArea = 'local' | 'session';

/** Values whose storage refused them, for the rest of this page's life. */
const memory: Record<StorageArea, Map<string, string>> = { local: new Map(), session: new Map() };

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(which: StorageArea, key: string): string | null {
  const kept = memory[which].get(key);
  if (kept !== undefined) return kept;
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(which: StorageArea, key: string, value: string): void {
  try {
    const target = area(which);
    if (!target) throw new Error('storage unavailable');
    target.setItem(key, value);
    memory[which].delete(key);
  } catch {
    // Quota exceeded or storage disabled: this page keeps the value in memory.
    memory[which].set(key, value);
  }
}

export function removeStored(which: StorageArea, key: string): void {
  memory[which].delete(key);
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to do when storage is unavailable.
  }
}
