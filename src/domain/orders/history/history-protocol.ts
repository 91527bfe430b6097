/**
 * The messages between the page and the history worker (./history.worker.ts, ./history-connection.ts): a call with
 * its id, answered once (ok or failed); a load also sends each snapshot under its call's id as it is known.
 */
import type { CsvTable, HistoryFailure, HistorySnapshot, LoadRequest, PayloadAnswer } from './history-store';

export type HistoryCall =
  | { id: number; call: 'load'; request: LoadRequest }
  | { id: number; call: 'saved'; userId: string }
  | { id: number; call: 'payload'; userId: string; key: string }
  | { id: number; call: 'csv'; userId: string; table: CsvTable }
  | { id: number; call: 'export'; userId: string }
  | { id: number; call: 'forget' };

export type HistoryReply =
  | { id: number; snapshot: HistorySnapshot }
  | { id: number; ok: true; value?: PayloadAnswer | Blob | HistorySnapshot | null }
  | { id: number; ok: false; failure: HistoryFailure };
