/**
 * The page's side of the history store: the history worker (./history.worker.ts), started on first use and kept for
 * the page's life; or, where workers are not available or the worker's script does not arrive, the same store run in
 * the page itself (no IndexedDB then: nothing is saved).
 */
import type { HistoryCall, HistoryReply } from './history-protocol';
import { HistoryFailed, HistoryStore, type CsvTable, type HistorySnapshot, type LoadRequest, type PayloadAnswer } from './history-store';
import { storeOptions } from './history-store-options';

export interface HistoryConnection {
  load(request: LoadRequest, onSnapshot: (snapshot: HistorySnapshot) => void): Promise<void>;
  readSaved(userId: string): Promise<HistorySnapshot | null>;
  payload(userId: string, key: string): Promise<PayloadAnswer>;
  csv(userId: string, table: CsvTable): Promise<Blob>;
  exportItems(userId: string): Promise<Blob>;
  forget(): Promise<void>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; onSnapshot?: (snapshot: HistorySnapshot) => void };
type CallBody = HistoryCall extends infer Call ? (Call extends { id: number } ? Omit<Call, 'id'> : never) : never;

/** The store in a worker. A worker that fails to start hands every call, pending or later, to the store in the page. */
function workerConnection(): HistoryConnection {
  const worker = new Worker(new URL('./history.worker.ts', import.meta.url), { type: 'module', name: 'history' });
  const pending = new Map<number, Pending>();
  let next = 1;
  let fallback: HistoryConnection | null = null;
  const calls: { body: CallBody; transfer: Transferable[]; entry: Pending }[] = [];
  worker.onmessage = ({ data }: MessageEvent<HistoryReply>) => {
    const entry = pending.get(data.id);
    if (!entry) return;
    if ('snapshot' in data) return entry.onSnapshot?.(data.snapshot);
    pending.delete(data.id);
    const index = calls.findIndex((call) => call.entry === entry);
    if (index >= 0) calls.splice(index, 1);
    if (data.ok) entry.resolve(data.value);
    else entry.reject(new HistoryFailed(data.failure));
  };
  worker.onerror = (event) => {
    // The script did not load (or threw as it started): the page runs the store itself from now on.
    event.preventDefault();
    worker.terminate();
    fallback ??= pageConnection();
    const waiting = calls.splice(0);
    pending.clear();
    // A body already handed to the worker went with it: the page asks the API again.
    for (const { body, entry } of waiting) void run(fallback, body.call === 'load' ? { ...body, request: { ...body.request, early: null } } : body, entry.onSnapshot).then(entry.resolve, entry.reject);
  };
  const call = <T,>(body: CallBody, transfer: Transferable[] = [], onSnapshot?: (snapshot: HistorySnapshot) => void): Promise<T> => {
    if (fallback) return run(fallback, body, onSnapshot) as Promise<T>;
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      const entry: Pending = { resolve: resolve as (value: unknown) => void, reject, onSnapshot };
      pending.set(id, entry);
      calls.push({ body, transfer, entry });
      worker.postMessage({ ...body, id }, transfer);
    });
  };
  return {
    load: (request, onSnapshot) => call<void>({ call: 'load', request }, request.early?.body ? [request.early.body] : [], onSnapshot),
    readSaved: (userId) => call<HistorySnapshot | null>({ call: 'saved', userId }),
    payload: (userId, key) => call<PayloadAnswer>({ call: 'payload', userId, key }),
    csv: (userId, table) => call<Blob>({ call: 'csv', userId, table }),
    exportItems: (userId) => call<Blob>({ call: 'export', userId }),
    forget: () => call<void>({ call: 'forget' }),
  };
}

function run(connection: HistoryConnection, body: CallBody, onSnapshot?: (snapshot: HistorySnapshot) => void): Promise<unknown> {
  switch (body.call) {
    case 'load':
      return connection.load(body.request, onSnapshot ?? (() => undefined));
    case 'saved':
      return connection.readSaved(body.userId);
    case 'payload':
      return connection.payload(body.userId, body.key);
    case 'csv':
      return connection.csv(body.userId, body.table);
    case 'export':
      return connection.exportItems(body.userId);
    case 'forget':
      return connection.forget();
  }
}

/** The store run in the page: tests (jsdom has no workers) and browsers where the worker cannot start. */
function pageConnection(): HistoryConnection {
  const store = new HistoryStore(storeOptions(null));
  return {
    load: (request, onSnapshot) => store.load(request, onSnapshot),
    readSaved: (userId) => store.readSaved(userId),
    payload: (userId, key) => store.payload(userId, key),
    csv: (userId, table) => store.csv(userId, table),
    exportItems: (userId) => store.exportItems(userId),
    forget: () => store.forget(),
  };
}

let connection: HistoryConnection | null = null;

/** The page's one connection to the history store. */
export function historyConnection(): HistoryConnection {
  connection ??= typeof Worker === 'undefined' ? pageConnection() : workerConnection();
  return connection;
}

/** The connection if one was opened: nothing to forget otherwise. */
export const openHistoryConnection = (): HistoryConnection | null => connection;

/** For tests: the next call starts a new store. */
export function resetHistoryConnection(): void {
  connection = null;
}
