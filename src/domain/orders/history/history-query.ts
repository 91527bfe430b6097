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
import { onSessionEnded, signalIfRefused } from '@/lib/http/session-events';
import { persistent } from '@/lib/storage/storage';
import { historyConnection, openHistoryConnection } from './history-connection';
import { HistoryFailed, type CsvTable, type HistoryFailure, type HistorySnapshot } from './history-store';

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
 * GET /ia/history/{userId} through the store: resolves with its first snapshot (what this browser saved, on the
 * page's first ask, else the API's answer); each later one replaces the query's data. The head script may have
 * started that load already (docs/startup.md#early-requests): it is taken over, not asked again.
 */
export function loadHistory(userId: string): Promise<HistoryView> {
  const token = persistent.token.get();
  const key = queryKeys.history(userId);
  const first = !asked.has(userId);
  asked.add(userId);
  const connection = historyConnection();
  return new Promise<HistoryView>((resolve, reject) => {
    let answered = false;
    const onSnapshot = (snapshot: HistorySnapshot) => {
      const view: HistoryView = { ...snapshot, refreshFailed: null };
      if (!answered) {
        answered = true;
        resolve(view);
      } else {
        // After the query has taken the first one.
        setTimeout(() => queryClient.setQueryData<HistoryView>(key, view), 0);
      }
    };
    const onFailure = (error: unknown) => {
      const failure: HistoryFailure = error instanceof HistoryFailed ? error.failure : { status: null, detail: null, network: false };
      // The worker's answer goes through the session's one rule, like every other (a refused token ends the session).
      signalIfRefused({ status: failure.status, token });
      if (!answered) {
        answered = true;
        reject(toApiError(failure));
        return;
      }
      // The saved rows stay, and say that they could not be refreshed.
      setTimeout(() => {
        const shown = queryClient.getQueryData<HistoryView>(key);
        if (shown) queryClient.setQueryData<HistoryView>(key, { ...shown, refreshFailed: failure });
      }, 0);
    };
    const loading =
      (first ? connection.takeEarlyLoad(userId, token, onSnapshot) : null) ??
      (async () => {
        const saved = first ? await connection.readSaved(userId).catch(() => null) : null;
        if (saved) onSnapshot(saved);
        await connection.load({ userId, token, url: apiBase(), language: currentLanguage(), saved: false }, onSnapshot);
      })();
    loading.catch(onFailure);
  });
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
