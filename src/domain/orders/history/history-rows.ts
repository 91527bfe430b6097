/**
 * A history order as the screens show it: its fields without its result's payload, and what the result cell offers
 * (docs/product/services.md#client-area). The payloads (texts, base64 files) stay in the history store
 * (./history-store.ts), which hands one over when it is shown, saved or copied.
 */
import * as v from 'valibot';
import { historyItemSchema } from '../history-api';
import { httpUrl, isForeignLink, looksLikeBase64, readBinaryResult, sniffBase64, stripDataUrl, type FileType, type UnreadableReason } from '../result-files';
import type { JsonItem } from './json-items';
import { formatDateTime, formatMoney } from '@/lib/format/format';

/** What the 'Resultado' cell offers; the payload itself is asked of the store. */
export type RowResult =
  | { kind: 'image-binary'; file: FileType }
  | { kind: 'image-url'; url: string }
  | { kind: 'audio-binary'; file: FileType }
  | { kind: 'audio-url'; url: string }
  | { kind: 'text' }
  | { kind: 'other-result'; url: string | null; file: FileType | null }
  | { kind: 'fallback'; snippet: string }
  | { kind: 'unreadable'; reason: UnreadableReason }
  | { kind: 'none' };

/** An order of GET /ia/history/{userId}, its result read, without its payload. */
export type HistoryRow = Omit<v.InferOutput<typeof historyItemSchema>, 'result' | 'result_bin'> & {
  result: RowResult;
  /** The result is binary (an image, an audio, a file), named and not embedded in exports such as the CSV. */
  binary: boolean;
  /** Its date and amount as the table writes them in `language`, written by the store (see shownCells). */
  shown?: ShownCells;
};

/** A row's date and amount as text, in one language. */
export interface ShownCells {
  language: string;
  date: string;
  /** Null when the order has no amount. */
  amount: string | null;
}

/** The date and amount of ROW as LANGUAGE writes them. */
export function writeCells(row: Pick<HistoryRow, 'created_at' | 'payment_amount'>, language: string): ShownCells {
  return { language, date: formatDateTime(row.created_at, language), amount: row.payment_amount === null ? null : formatMoney(row.payment_amount, language) };
}

/**
 * ROW's date and amount in LANGUAGE: as the store wrote them when it read the history (in the history's worker, where
 * there is one: the page's thread then makes no date or money formatter for the table, the first of which costs a
 * slow phone a few tenths of a second), else written now.
 */
export function shownCells(row: HistoryRow, language: string): ShownCells {
  return row.shown?.language === language ? row.shown : writeCells(row, language);
}

/** A result value: read whole, or cut out of the item while it downloaded (a long text, a base64 file). */
export type ResultValue = { text: string } | { cut: Uint8Array[]; prefix: string };

/** What the store keeps of a row's result: the text, or the base64 file (to decode when it is asked for). */
export type Payload = { kind: 'text'; value: ResultValue } | { kind: 'binary'; value: ResultValue; file: FileType } | null;

/** A snippet of the fallback cell's text. */
export const SNIPPET_LENGTH = 80;
/** What is read of a cut value to classify it: its start. */
const PREFIX_BYTES = 256;
const OTHER_TYPES = ['other', 'video', 'web'];

const snippet = (text: string) => (text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH).trimEnd()}…` : text);

function valueOf(item: Record<string, unknown>, cuts: Map<string, Uint8Array[]>, key: string): ResultValue | null {
  const cut = cuts.get(key);
  if (cut) {
    const first = cut[0]?.subarray(0, PREFIX_BYTES) ?? new Uint8Array();
    return { cut, prefix: new TextDecoder().decode(first) };
  }
  const text = item[key];
  return typeof text === 'string' && text.trim() ? { text: text.trim() } : null;
}

/** A value's start, enough to tell base64 from prose and to sniff a file's type. */
const startOf = (value: ResultValue) => ('text' in value ? value.text : value.prefix);

/**
 * What a binary value is, from its start (a cut value is only started: its whole is checked by decoding it, when
 * the store checks every file after the rows are shown).
 */
function readBinary(kind: 'image' | 'audio', value: ResultValue): { ok: true; file: FileType } | { ok: false; reason: UnreadableReason } {
  if ('text' in value) return readBinaryResult(kind, value.text);
  // The sample ends on a whole base64 quantum so that its start decodes as the whole would.
  const sample = stripDataUrl(value.prefix).replace(/\s+/g, '');
  const read = readBinaryResult(kind, sample.slice(0, sample.length - (sample.length % 4)));
  return read.ok ? { ok: true, file: read.file } : read;
}

/** The cell and the payload of an order's result: the rules of the client area's 'Resultado' column. */
export function classifyResult(type: string, result: ResultValue | null, resultBin: ResultValue | null): { result: RowResult; payload: Payload } {
  const kindOf = type.trim().toLowerCase();
  const start = result ? startOf(result) : null;
  const url = result && 'text' in result ? httpUrl(result.text) : null;
  // Some backends put the base64 in `result`; it is treated as binary when it is not prose.
  const binary = resultBin ?? (result && !url && (kindOf === 'image' || kindOf === 'audio') && looksLikeBase64(start ?? '') ? result : null);
  if (!binary && kindOf !== 'text' && isForeignLink(start)) return { result: { kind: 'unreadable', reason: 'link' }, payload: null };

  if (kindOf === 'image' || kindOf === 'audio') {
    if (binary) {
      const read = readBinary(kindOf, binary);
      if (!read.ok) return { result: { kind: 'unreadable', reason: read.reason }, payload: null };
      return { result: { kind: kindOf === 'image' ? 'image-binary' : 'audio-binary', file: read.file }, payload: { kind: 'binary', value: binary, file: read.file } };
    }
    if (url) return { result: { kind: kindOf === 'image' ? 'image-url' : 'audio-url', url }, payload: null };
    return result ? fallback(result) : { result: { kind: 'none' }, payload: null };
  }
  if (kindOf === 'text') return result ? { result: { kind: 'text' }, payload: { kind: 'text', value: result } } : { result: { kind: 'none' }, payload: null };
  if (OTHER_TYPES.includes(kindOf) && (result || binary)) {
    if (resultBin && !looksLikeBase64(startOf(resultBin))) return { result: { kind: 'unreadable', reason: 'binary' }, payload: null };
    const file = resultBin ? (sniffBase64(startOf(resultBin)) ?? OCTET_STREAM) : null;
    const payload: Payload = resultBin && file ? { kind: 'binary', value: resultBin, file } : !url && result ? { kind: 'text', value: result } : null;
    return { result: { kind: 'other-result', url, file }, payload };
  }
  return result ? fallback(result) : { result: { kind: 'none' }, payload: null };
}

const OCTET_STREAM: FileType = { mime: 'application/octet-stream', extension: 'bin' };

function fallback(result: ResultValue): { result: RowResult; payload: Payload } {
  return { result: { kind: 'fallback', snippet: snippet('text' in result ? result.text : prefixText(result.prefix)) }, payload: { kind: 'text', value: result } };
}

/** The start of a cut value as text, its escapes read (a sequence the sample cut in two is left out). */
function prefixText(prefix: string): string {
  for (const candidate of [prefix, prefix.slice(0, Math.max(0, prefix.lastIndexOf('\\')))]) {
    try {
      return JSON.parse(`"${candidate}"`) as string;
    } catch {
      // The sample ended inside an escape: try without it.
    }
  }
  return prefix;
}

export interface ReadRow {
  row: HistoryRow;
  payload: Payload;
}

/**
 * An item of the list as the store keeps it: the row (validated by the history's schema: an order needs its date and
 * service name) and its payload; null for an item the schema refuses, with the reason.
 */
export function readRow({ json, cuts }: JsonItem): { ok: true; read: ReadRow } | { ok: false; issues: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, issues: 'not JSON' };
  }
  const parsed = v.safeParse(historyItemSchema, raw);
  if (!parsed.success) return { ok: false, issues: parsed.issues.map((issue) => issue.path?.map((item) => String(item.key)).join('.') || '(root)').join(', ') };
  const item = raw as Record<string, unknown>;
  const { result: _result, result_bin: _bin, ...fields } = parsed.output;
  const classified = classifyResult(fields.service_type, valueOf(item, cuts, 'result'), valueOf(item, cuts, 'result_bin'));
  return {
    ok: true,
    read: { row: { ...fields, result: classified.result, binary: classified.payload?.kind === 'binary' }, payload: classified.payload },
  };
}

/** Newest first; same date: the higher id first. */
export const newestFirst = (a: Pick<HistoryRow, 'created_at' | 'id'>, b: Pick<HistoryRow, 'created_at' | 'id'>) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || Number(b.id) - Number(a.id) || 0;

/** A row's key in the store: ids come as numbers or strings. */
export const rowKey = (row: Pick<HistoryRow, 'id'>) => String(row.id);
