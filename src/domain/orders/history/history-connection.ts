/**
 * The page's side of the history store: the history worker (./history.worker.ts), started on first use (or by the
 * head script, on a page that reads the history: src/startup/early-requests.ts) and kept for the page's life; or,
 * where workers are not available or the worker's script does not arrive, the same store run in the page itself (no
 * IndexedDB then: nothing is saved).
 */
import { HISTORY_WORKER_KEY } from '@/config/early-requests';
import { EARLY_LOAD_ID, type EarlyHistoryWorker } from '@/startup/early-requests';
import type { HistoryCall, HistoryReply } from './history-protocol';
import { HistoryFailed, HistoryStore, type CsvTable, type HistorySnapshot, type LoadRequest, type PayloadAnswer } from './history-store';
import { storeOptions } from './history-store-options';

type OnSnapshot = (snapshot: HistorySnapshot) => void;

export interface HistoryConnection {
  load(request: LoadRequest, onSnapshot: OnSnapshot): Promise<void>;
  /**
   * The load the head script started for `userId` and `token`, taken over once (its snapshots so far are given
   * again); null when there is none to take.
   */
  takeEarlyLoad(userId: string, token: string | null, onSnapshot: OnSnapshot): Promise<void> | null;
  readSaved(userId: string): Promise<HistorySnapshot | null>;
  payload(userId: string, key: string): Promise<PayloadAnswer>;
  csv(userId: string, table: CsvTable): Promise<Blob>;
  exportItems(userId: string): Promise<Blob>;
  forget(): Promise<void>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; onSnapshot?: OnSnapshot };
type CallBody = HistoryCall extends infer Call ? (Call extends { id: number } ? Omit<Call, 'id'> : never) : never;

/** The worker the head script started, if it is there to take (once). */
function takeEarlyWorker(): EarlyHistoryWorker | null {
  const globals = window as unknown as Record<string, EarlyHistoryWorker | undefined>;
  const early = globals[HISTORY_WORKER_KEY];
  delete globals[HISTORY_WORKER_KEY];
  if (!early) return null;
  if (early.failed) {
    early.worker.terminate();
    return null;
  }
  return early;
}

/** The store in a worker. A worker that fails to start hands every call, pending or later, to the store in the page. */
function workerConnection(): HistoryConnection {
  const early = takeEarlyWorker();
  const worker = early?.worker ?? new Worker(new URL('./history.worker.ts', import.meta.url), { type: 'module', name: 'history' });
  const pending = new Map<number, Pending>();
  let next = EARLY_LOAD_ID + 1;
  let fallback: HistoryConnection | null = null;
  const calls: { body: CallBody; entry: Pending }[] = [];
  /** The head script's load until the app takes it: its replies so far, and its call (to run again should the worker fail). */
  let earlyLoad: { replies: HistoryReply[]; request: LoadRequest } | null = early ? { replies: [], request: early.request } : null;
  const receive = (data: HistoryReply) => {
    if (data.id === EARLY_LOAD_ID && earlyLoad) return void earlyLoad.replies.push(data);
    const entry = pending.get(data.id);
    if (!entry) return;
    if ('snapshot' in data) return entry.onSnapshot?.(data.snapshot);
    pending.delete(data.id);
    const index = calls.findIndex((call) => call.entry === entry);
    if (index >= 0) calls.splice(index, 1);
    if (data.ok) entry.resolve(data.value);
    else entry.reject(new HistoryFailed(data.failure));
  };
  worker.onmessage = ({ data }: MessageEvent<HistoryReply>) => receive(data);
  // What the worker said before the app listened.
  for (const reply of (early?.replies ?? []) as HistoryReply[]) receive(reply);
  worker.onerror = (event) => {
    // The script did not load (or threw as it started): the page runs the store itself from now on.
    event.preventDefault();
    worker.terminate();
    fallback ??= pageConnection();
    earlyLoad = null;
    const waiting = calls.splice(0);
    pending.clear();
    for (const { body, entry } of waiting) void run(fallback, body, entry.onSnapshot).then(entry.resolve, entry.reject);
  };
  const call = <T,>(body: CallBody, onSnapshot?: OnSnapshot): Promise<T> => {
    if (fallback) return run(fallback, body, onSnapshot) as Promise<T>;
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      const entry: Pending = { resolve: resolve as (value: unknown) => void, reject, onSnapshot };
      pending.set(id, entry);
      calls.push({ body, entry });
      worker.postMessage({ ...body, id });
    });
  };
  return {
    load: (request, onSnapshot) => call<void>({ call: 'load', request }, onSnapshot),
    takeEarlyLoad(userId, token, onSnapshot) {
      const taken = earlyLoad;
      if (!taken || fallback || taken.request.userId !== userId || taken.request.token !== token) return null;
      earlyLoad = null;
      return new Promise<void>((resolve, reject) => {
        const entry: Pending = { resolve: resolve as (value: unknown) => void, reject, onSnapshot };
        pending.set(EARLY_LOAD_ID, entry);
        calls.push({ body: { call: 'load', request: taken.request }, entry });
        for (const reply of taken.replies) receive(reply);
      });
    },
    readSaved: (userId) => call<HistorySnapshot | null>({ call: 'saved', userId }),
    payload: (userId, key) => call<PayloadAnswer>({ call: 'payload', userId, key }),
    csv: (userId, table) => call<Blob>({ call: 'csv', userId, table }),
    exportItems: (userId) => call<Blob>({ call: 'export', userId }),
    forget: () => {
      earlyLoad = null;
      return call<void>({ call: 'forget' });
    },
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
    takeEarlyLoad: () => null,
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
