/**
 * What this browser keeps of the account between visits: its id (the private pages ask for its history as they
 * start) and its saved history (IndexedDB, with a copy of its first page in localStorage). Kept only for the account
 * that is logged in: forgotten when the session ends (logout, expiry, another tab's logout) and when another account
 * logs in (docs/state-and-data.md#the-history).
 */
import { INDEXED_DATABASES, STARTUP_KEYS } from '@/lib/storage/storage-keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/web-storage';

function deleteSavedHistory(): void {
  // The first page's copy (src/lib/storage/history-preview.ts) by its key: the module that draws it stays out of the
  // entry, which every first visit downloads.
  removeStored('local', STARTUP_KEYS.historyPreview);
  // A context that holds the database open (the history worker) closes it when asked (versionchange).
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(INDEXED_DATABASES.history);
}

/** The account that last logged in here, while its session holds: what a private page asks for before its profile is known. */
export function rememberedAccount(): string | null {
  return readStored('local', STARTUP_KEYS.token) ? readStored('local', STARTUP_KEYS.account) : null;
}

/** The profile of `accountId` is the one logged in: another account's saved data goes first. */
export function rememberAccount(accountId: string | number): void {
  const id = String(accountId);
  const previous = readStored('local', STARTUP_KEYS.account);
  if (previous !== id) {
    deleteSavedHistory();
    writeStored('local', STARTUP_KEYS.account, id);
  }
}

/** The session ended: nothing of the account stays in this browser. */
export function forgetAccount(): void {
  removeStored('local', STARTUP_KEYS.account);
  deleteSavedHistory();
}
