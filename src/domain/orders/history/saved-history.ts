/**
 * The history as this browser keeps it between visits (docs/state-and-data.md#the-history): one account's rows and
 * their results in IndexedDB, so a returning customer sees the last known history at once while it is asked again.
 * Only one account at a time; everything goes when the session ends (logout, expiry) or another account logs in.
 */
import { INDEXED_DATABASES } from '@/lib/storage/storage-keys';
import type { HistoryRow } from './history-rows';

export type SavedPayload = { kind: 'text'; text: string } | { kind: 'file'; blob: Blob };

export interface SavedRows {
  rows: HistoryRow[];
  savedAt: string;
}

export interface SavedHistory {
  readRows(userId: string): Promise<SavedRows | null>;
  readPayload(userId: string, key: string): Promise<SavedPayload | null>;
  /** Keeps these rows, and the payloads not kept yet; drops what another account or an older history left. */
  write(userId: string, rows: SavedRows, payloads: Map<string, SavedPayload>): Promise<void>;
  /** Forgets everything this browser saved. */
  clear(): Promise<void>;
}

const DATABASE = INDEXED_DATABASES.history;
const STORE = 'entries';
const ROWS_KEY = 'rows';
const payloadKey = (key: string) => `payload:${key}`;

interface RowsEntry extends SavedRows {
  userId: string;
}
type PayloadEntry = SavedPayload & { userId: string };

function request<T>(make: () => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const pending = make();
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error ?? new Error('IndexedDB request failed'));
  });
}

/** IndexedDB, opened on first use and closed whenever another context wants to delete the database. */
export function indexedDbHistory(factory: IDBFactory = indexedDB): SavedHistory {
  let opening: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      // Version 2: a database someone opened without its store (version 1, empty) gets it.
      const pending = factory.open(DATABASE, 2);
      pending.onupgradeneeded = () => {
        if (!pending.result.objectStoreNames.contains(STORE)) pending.result.createObjectStore(STORE);
      };
      pending.onsuccess = () => {
        const db = pending.result;
        // The page deletes the database at logout: let it go, and open again next time.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      pending.onerror = () => {
        opening = null;
        reject(pending.error ?? new Error('IndexedDB unavailable'));
      };
    }));
  const store = async (mode: IDBTransactionMode) => (await open()).transaction(STORE, mode).objectStore(STORE);
  const done = (transaction: IDBTransaction) =>
    new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });

  return {
    async readRows(userId) {
      const entries = await store('readonly');
      const entry = (await request(() => entries.get(ROWS_KEY))) as RowsEntry | undefined;
      return entry && entry.userId === userId ? { rows: entry.rows, savedAt: entry.savedAt } : null;
    },
    async readPayload(userId, key) {
      const entries = await store('readonly');
      const entry = (await request(() => entries.get(payloadKey(key)))) as PayloadEntry | undefined;
      if (!entry || entry.userId !== userId) return null;
      return entry.kind === 'text' ? { kind: 'text', text: entry.text } : { kind: 'file', blob: entry.blob };
    },
    async write(userId, rows, payloads) {
      const db = await open();
      const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
        const pending = db.transaction(STORE, 'readonly').objectStore(STORE).getAllKeys();
        pending.onsuccess = () => resolve(pending.result);
        pending.onerror = () => reject(pending.error);
      });
      const previous = await new Promise<RowsEntry | undefined>((resolve, reject) => {
        const pending = db.transaction(STORE, 'readonly').objectStore(STORE).get(ROWS_KEY);
        pending.onsuccess = () => resolve(pending.result as RowsEntry | undefined);
        pending.onerror = () => reject(pending.error);
      });
      const sameAccount = previous?.userId === userId;
      const wanted = new Set([...payloads.keys()].map(payloadKey));
      const transaction = db.transaction(STORE, 'readwrite');
      const entries = transaction.objectStore(STORE);
      for (const key of keys) if (!sameAccount || (key !== ROWS_KEY && !wanted.has(String(key)))) entries.delete(key);
      const have = new Set(sameAccount ? keys.map(String) : []);
      for (const [key, payload] of payloads) if (!have.has(payloadKey(key))) entries.put({ ...payload, userId } satisfies PayloadEntry, payloadKey(key));
      entries.put({ ...rows, userId } satisfies RowsEntry, ROWS_KEY);
      await done(transaction);
    },
    /** Deletes the database: nothing of it stays in this browser (its next write makes a new one). */
    async clear() {
      const open = opening;
      opening = null;
      if (open) (await open.catch(() => null))?.close();
      await new Promise<void>((resolve) => {
        const pending = factory.deleteDatabase(DATABASE);
        pending.onsuccess = pending.onerror = pending.onblocked = () => resolve();
      });
    },
  };
}
