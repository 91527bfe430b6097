/**
 * The history as server state: a query of the one QueryClient whose data is the history store's latest snapshot
 * (./history-store.ts). The store answers first with what this browser saved, then with the API's answer; each later
 * snapshot replaces the query's data. A refresh that fails after a saved snapshot keeps the rows and says so.
 */
import { env } from '@/config/env';
import { currentLanguage } from '@/i18n/current-language';
import type { ApiError } from '@/lib/http/api-error';
import { queryClient } from '@/lib/http/query-client';
import { queryKeys } from '@/lib/http/query-keys';
import { emitUnauthorized, onSessionEnded } from '@/lib/http/session-events';
import { persistent } from '@/lib/storage/storage';
import { historyConnection, openHistoryConnection } from './history-connection';
import { takeEarlyResponse } from '@/lib/http/early-responses';
import { HistoryFailed, type CsvTable, type HistoryFailure, type HistorySnapshot, type LoadRequest } from './history-store';

export interface HistoryView extends HistorySnapshot {
  /** The API could not be asked again: the rows are the ones saved at `savedAt`. */
  refreshFailed: HistoryFailure | null;
}

/** The accounts whose history this page has asked for: the first ask shows what this browser saved. */
const asked = new Set<string>();

const apiBase = () => new URL(env.apiUrl || '/', typeof location === 'undefined' ? 'http://localhost/' : location.href).href.replace(/\/$/, '');

function toApiError(failure: HistoryFailure): ApiError {
  return {
    status: failure.status,
    detail: failure.detail,
    message: failure.network ? 'Network Error' : `The history could not be read (${failure.status ?? 'unreadable answer'})`,
    isCanceled: false,
    isNetworkError: failure.network,
    isTimeout: false,
  };
}

/**
 * The history's answer the head script already asked for (docs/startup.md#early-requests): its status and its body,
 * which the store reads as it would its own request's; null when there is none.
 */
async function earlyHistory(userId: string, token: string | null): Promise<LoadRequest['early']> {
  const early = takeEarlyResponse(`/ia/history/${encodeURIComponent(userId)}`, token);
  if (!early) return null;
  try {
    const response = await early;
    if (response.ok) return { status: response.status, body: response.body, detail: null };
    const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
    return { status: response.status, body: null, detail: typeof body?.detail === 'string' ? body.detail : null };
  } catch {
    // It never arrived: the store asks again.
    return null;
  }
}

/** GET /ia/history/{userId} through the store: resolves with its first snapshot; later ones replace the query's data. */
export async function loadHistory(userId: string): Promise<HistoryView> {
  const token = persistent.token.get();
  const key = queryKeys.history(userId);
  const first = !asked.has(userId);
  asked.add(userId);
  const connection = historyConnection();
  // What this browser saved shows at once, while the API's answer (maybe asked for at the page's start) arrives.
  const saved = first ? await connection.readSaved(userId).catch(() => null) : null;
  const fresh = earlyHistory(userId, token).then((early) =>
    new Promise<HistoryView>((resolve, reject) => {
      let answered = false;
      connection
        .load({ userId, token, url: apiBase(), language: currentLanguage(), saved: false, early }, (snapshot) => {
          const view = { ...snapshot, refreshFailed: null };
          if (!answered) {
            answered = true;
            resolve(view);
          }
          // Later snapshots (the API's answer after the saved one, a file found unreadable) replace what is shown.
          if (saved || queryClient.getQueryData(key)) queryClient.setQueryData<HistoryView>(key, view);
        })
        .catch((error: unknown) => {
          const failure: HistoryFailure = error instanceof HistoryFailed ? error.failure : { status: null, detail: null, network: false };
          // A refused token ends the session where every refusal does (the session store listens).
          if (failure.status === 401 && token) emitUnauthorized(token);
          if (!answered) {
            answered = true;
            reject(Object.assign(toApiError(failure), { failure }));
          }
        });
    }),
  );
  if (!saved) return fresh;
  // The saved rows now; the API's answer replaces them, or, should it fail, they stay and say so.
  fresh.catch((error: { failure?: HistoryFailure }) => {
    const shown = queryClient.getQueryData<HistoryView>(key);
    if (shown) queryClient.setQueryData<HistoryView>(key, { ...shown, refreshFailed: error.failure ?? { status: null, detail: null, network: false } });
  });
  return { ...saved, refreshFailed: null };
}

/** A result of a row, from the store. */
export const historyPayload = (userId: string | number, key: string) => historyConnection().payload(String(userId), key);

/** The history as CSV: the page's table, with the results filled in by the store. */
export const historyCsv = (userId: string | number, table: CsvTable) => historyConnection().csv(String(userId), table);

/** The whole history with its results, as JSON (the customer's copy of their data). */
export const historyExport = (userId: string | number) => historyConnection().exportItems(String(userId));

// The account's history does not outlive its session: the store forgets it (this browser's copy goes with the session, src/domain/session/account-data.ts).
onSessionEnded(() => {
  asked.clear();
  void openHistoryConnection()?.forget();
});
