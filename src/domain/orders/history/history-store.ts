/**
 * The customer's history, kept where the page's main thread never pays for it (docs/state-and-data.md#the-history):
 * in the history worker (./history.worker.ts), or in the page when workers are not available (tests). It downloads
 * GET /ia/history/{userId} as a stream (./json-items.ts), hands the screens rows without payloads
 * (./history-rows.ts), keeps each result as a Blob, decodes a file when it is asked for, and saves the history in
 * this browser (./saved-history.ts) for the next visit, until the session ends.
 */
import { blobBytes } from './blob-read';
import { newestFirst, readRow, rowKey, writeCells, type HistoryRow, type Payload, type ResultValue } from './history-rows';
import { cutText, JsonItemsReader } from './json-items';
import type { SavedHistory, SavedPayload } from './saved-history';
import { csvBlob, toCsv, type CsvCell, type CsvFormat } from '@/lib/format/csv';

/** The history's CSV as the page words it: the result column is left for the store to fill. */
export interface CsvTable {
  header: CsvCell[];
  rows: { key: string; cells: CsvCell[] }[];
  resultColumn: number;
  binaryLabel: string;
  format: CsvFormat;
}

export interface HistorySnapshot {
  userId: string;
  rows: HistoryRow[];
  /** Where the rows come from: the API now, or what this browser saved at `savedAt` (while the API is asked again). */
  source: 'network' | 'saved';
  savedAt: string | null;
}

/** Why the history could not be read: the API's answer (status and detail), the network, or a body that is no history. */
export interface HistoryFailure {
  status: number | null;
  detail: string | null;
  network: boolean;
}

export interface LoadRequest {
  userId: string;
  /** The session's token, sent as the bearer. */
  token: string | null;
  /** The API's base URL (VITE_API_URL), absolute. */
  url: string;
  language: string | null;
  /** Show what this browser saved first (a visit's first look), then ask the API. */
  saved: boolean;
}

/** A result handed to the screens: a file with its type, a text, or why it cannot be read. */
export type PayloadAnswer = { kind: 'file'; blob: Blob } | { kind: 'text'; text: string } | { kind: 'unreadable' } | { kind: 'missing' };

/** What is kept of a payload: a text, or a file still in base64 (a Blob of its bytes) until it is first decoded. */
type Kept =
  | { kind: 'text'; text: string }
  | { kind: 'text-bytes'; parts: Uint8Array[] }
  | { kind: 'binary'; base64: string | Uint8Array[]; mime: string }
  | { kind: 'file'; blob: Blob }
  | { kind: 'broken' };

export interface StoreOptions {
  fetch: typeof fetch;
  saved: SavedHistory | null;
  /** Attempts and pauses for a GET that met the network or a 502/503/504 (the HTTP client's own rule). */
  retry: { attempts: number; baseDelayMs: number; maxDelayMs: number };
  /** How long the API may take to start answering. */
  timeoutMs: number;
  /** A second look at every file, so the rows say which cannot be read (after the rows are shown). */
  now?: () => Date;
}

const RETRYABLE = new Set([502, 503, 504]);

export class HistoryFailed extends Error {
  constructor(readonly failure: HistoryFailure) {
    super(`History not read: ${failure.network ? 'network' : failure.status ?? 'unreadable'}`);
  }
}

export class HistoryStore {
  private userId: string | null = null;
  private rows: HistoryRow[] = [];
  private kept = new Map<string, Kept>();
  /** Each load's number: an older load's answer changes nothing once a newer one started. */
  private generation = 0;
  /** The save in progress: forgetting waits for it, so nothing it writes outlives the session. */
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly options: StoreOptions) {}

  /**
   * The rows of `userId`: what this browser saved (when asked, and when it has some), then the API's. Each snapshot
   * is handed to `emit` as soon as it is known, then a last one once every file has been checked, if any cannot be
   * read. Rejects with HistoryFailed when the API's answer cannot be read (after a saved snapshot, if one was shown).
   */
  async load(request: LoadRequest, emit: (snapshot: HistorySnapshot) => void): Promise<void> {
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    if (this.userId !== request.userId) this.drop(request.userId);
    if (request.saved) {
      const saved = await this.readSaved(request.userId);
      if (saved && current()) emit(saved);
    }
    const body = await this.open(request);
    const reader = new JsonItemsReader();
    const read: { row: HistoryRow; payload: Payload }[] = [];
    const refused: string[] = [];
    const take = (items: ReturnType<JsonItemsReader['push']>) => {
      for (const item of items) {
        const result = readRow(item);
        if (result.ok) read.push(result.read);
        else refused.push(`#${read.length + refused.length} (${result.issues})`);
      }
    };
    // The time spent reading (not waiting for the network), for the benchmark: a phone's worker is as slow as its page.
    let busy = 0;
    const startedAt = performance.now();
    try {
      const stream = body.getReader();
      for (;;) {
        const { done, value } = await stream.read();
        if (done) break;
        const before = performance.now();
        take(reader.push(value));
        busy += performance.now() - before;
      }
      reader.finish();
    } catch (error) {
      if (error instanceof SyntaxError) {
        console.warn('Unexpected response to GET /ia/history/{userId}: not a list of orders');
        throw new HistoryFailed({ status: null, detail: null, network: false });
      }
      throw new HistoryFailed({ status: null, detail: null, network: true });
    }
    if (refused.length) console.warn(`Left out ${refused.length} unreadable item(s) of GET /ia/history/{userId}: ${refused.join(', ')}`);
    if (!current()) return;
    const before = performance.now();
    read.sort((a, b) => newestFirst(a.row, b.row));
    // The table's dates and amounts written here, in the worker, in the page's language (shownCells).
    const { language } = request;
    this.rows = read.map(({ row }) => (language ? { ...row, shown: writeCells(row, language) } : row));
    this.kept = new Map(read.flatMap(({ row, payload }) => (payload ? [[rowKey(row), keep(payload)] as const] : [])));
    busy += performance.now() - before;
    performance.measure?.('history:read', { start: startedAt, duration: busy });
    const savedAt = (this.options.now?.() ?? new Date()).toISOString();
    emit({ userId: request.userId, rows: this.rows, source: 'network', savedAt });
    // Every file read once, newest first: a row whose file is broken says so instead of offering it.
    const broken = await this.checkFiles(current);
    if (!current()) return;
    if (broken) emit({ userId: request.userId, rows: this.rows, source: 'network', savedAt });
    this.saving = this.save(request.userId, savedAt, current).catch((error: unknown) => console.warn('The history could not be saved in this browser', error));
    await this.saving;
  }

  /**
   * What this browser saved for `userId`, when nothing newer is in memory: shown while the API is asked again (a
   * page's first look). Null when nothing is saved (or saving is not available here).
   */
  async readSaved(userId: string): Promise<HistorySnapshot | null> {
    if (this.userId !== userId) this.drop(userId);
    if (!this.options.saved || this.rows.length > 0) return null;
    const saved = await this.options.saved.readRows(userId).catch(() => null);
    if (!saved || this.userId !== userId || this.rows.length > 0) return null;
    this.rows = saved.rows;
    return { userId, rows: saved.rows, source: 'saved', savedAt: saved.savedAt };
  }

  /** The result of a row: a file (decoded once), a text, or why it cannot be given. */
  async payload(userId: string, key: string): Promise<PayloadAnswer> {
    if (userId !== this.userId) return { kind: 'missing' };
    let kept = this.kept.get(key);
    if (!kept && this.options.saved) {
      const saved = await this.options.saved.readPayload(userId, key).catch(() => null);
      if (saved) kept = saved.kind === 'text' ? { kind: 'text', text: saved.text } : { kind: 'file', blob: saved.blob };
      if (kept && userId === this.userId) this.kept.set(key, kept);
    }
    if (!kept) return { kind: 'missing' };
    const answer = await readKept(kept);
    if (answer.kept !== kept && userId === this.userId) this.kept.set(key, answer.kept);
    return answer.answer;
  }

  /**
   * The CSV of the history: the page's table (its headings, and each row's cells in the visitor's language) with the
   * result column filled here, where the texts are: a text result, a link, or the label of a binary one.
   */
  async csv(userId: string, table: CsvTable): Promise<Blob> {
    const rows: CsvCell[][] = [table.header];
    for (const { key, cells } of table.rows) {
      const row = this.rows.find((entry) => rowKey(entry) === key);
      const answer = row && !row.binary && userId === this.userId ? await this.payload(userId, key) : null;
      const url = row && 'url' in row.result ? row.result.url : null;
      const result = row?.binary ? table.binaryLabel : answer?.kind === 'text' ? answer.text : (url ?? '');
      rows.push(cells.map((cell, index) => (index === table.resultColumn ? result : cell)));
    }
    return csvBlob(toCsv(rows, table.format));
  }

  /**
   * The whole history as the API sent it, as JSON (the customer's copy of their data): each order with its result,
   * files in base64 again. Built in parts, never as one string.
   */
  async exportItems(userId: string): Promise<Blob> {
    if (userId !== this.userId) return new Blob(['[]'], { type: 'application/json' });
    const parts: BlobPart[] = ['['];
    for (const [index, row] of this.rows.entries()) {
      const { result: cell, binary: _binary, ...fields } = row;
      const answer = await this.payload(userId, rowKey(row));
      const url = 'url' in cell ? cell.url : null;
      const item = {
        ...fields,
        result: answer.kind === 'text' ? answer.text : url,
        result_bin: answer.kind === 'file' ? encodeBase64(await blobBytes(answer.blob)) : null,
      };
      parts.push(index ? ',\n' : '\n', JSON.stringify(item));
    }
    parts.push('\n]');
    return new Blob(parts, { type: 'application/json' });
  }

  /** Forgets everything, here and in this browser's storage (the session ended, or another account logged in). */
  async forget(): Promise<void> {
    this.generation += 1;
    this.drop(null);
    await this.saving;
    await this.options.saved?.clear();
  }

  private drop(userId: string | null) {
    this.userId = userId;
    this.rows = [];
    this.kept = new Map();
  }

  /** The answer's body: a GET with the HTTP client's rules (its retries, its timeout). */
  private async open(request: LoadRequest): Promise<ReadableStream<Uint8Array>> {
    const url = `${request.url}/ia/history/${encodeURIComponent(request.userId)}`;
    const headers: Record<string, string> = {};
    if (request.token) headers.Authorization = `Bearer ${request.token}`;
    if (request.language) headers['Accept-Language'] = request.language;
    const { attempts, baseDelayMs, maxDelayMs } = this.options.retry;
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await this.options.fetch(url, { headers, signal: AbortSignal.timeout(this.options.timeoutMs) });
      } catch {
        if (attempt >= attempts) throw new HistoryFailed({ status: null, detail: null, network: true });
        await pause(Math.min(maxDelayMs, baseDelayMs * 2 ** attempt));
        continue;
      }
      if (response.ok && response.body) return response.body;
      if (RETRYABLE.has(response.status) && attempt < attempts) {
        await pause(Math.min(maxDelayMs, baseDelayMs * 2 ** attempt));
        continue;
      }
      throw new HistoryFailed({ status: response.status, detail: await detailOf(response), network: false });
    }
  }

  /** Decodes each file once (newest first); true when one of them cannot be read (its row then says so). */
  private async checkFiles(current: () => boolean): Promise<boolean> {
    // A new list: the one already shown stays as it was.
    const rows = [...this.rows];
    let broken = false;
    for (const [index, row] of rows.entries()) {
      if (!current()) return false;
      if (!row.binary) continue;
      const key = rowKey(row);
      const kept = this.kept.get(key);
      if (!kept) continue;
      const { kept: checked } = await readKept(kept);
      this.kept.set(key, checked);
      if (checked.kind === 'broken') {
        broken = true;
        rows[index] = { ...row, result: { kind: 'unreadable', reason: 'binary' }, binary: false };
      }
    }
    if (broken && current()) this.rows = rows;
    return broken;
  }

  private async save(userId: string, savedAt: string, current: () => boolean) {
    const saved = this.options.saved;
    if (!saved || userId !== this.userId) return;
    const payloads = new Map<string, SavedPayload>();
    for (const [key, kept] of this.kept) {
      if (kept.kind === 'text') payloads.set(key, { kind: 'text', text: kept.text });
      else if (kept.kind === 'file') payloads.set(key, { kind: 'file', blob: kept.blob });
      else if (kept.kind === 'text-bytes') {
        const answer = await readKept(kept);
        if (answer.answer.kind === 'text') payloads.set(key, { kind: 'text', text: answer.answer.text });
      }
    }
    if (current()) await saved.write(userId, { rows: this.rows, savedAt }, payloads);
  }
}

/**
 * A payload as the store keeps it: short texts as they are, long values as the bytes they arrived in, untouched until
 * they are first read (a file is then decoded into a Blob, out of the heap, and its bytes let go). Nothing of them is
 * read before the rows are shown.
 */
function keep(payload: NonNullable<Payload>): Kept {
  const value: ResultValue = payload.value;
  if ('text' in value) return payload.kind === 'text' ? { kind: 'text', text: value.text } : { kind: 'binary', base64: value.text, mime: payload.file.mime };
  return payload.kind === 'text' ? { kind: 'text-bytes', parts: value.cut } : { kind: 'binary', base64: value.cut, mime: payload.file.mime };
}

async function readKept(kept: Kept): Promise<{ kept: Kept; answer: PayloadAnswer }> {
  switch (kept.kind) {
    case 'text':
      return { kept, answer: { kind: 'text', text: kept.text } };
    case 'text-bytes': {
      const text = cutText(kept.parts);
      return { kept: { kind: 'text', text }, answer: { kind: 'text', text } };
    }
    case 'file':
      return { kept, answer: { kind: 'file', blob: kept.blob } };
    case 'broken':
      return { kept, answer: { kind: 'unreadable' } };
    case 'binary': {
      try {
        const text = typeof kept.base64 === 'string' ? kept.base64 : cutText(kept.base64);
        const blob = new Blob([decodeBase64(text)], { type: kept.mime });
        return { kept: { kind: 'file', blob }, answer: { kind: 'file', blob } };
      } catch {
        return { kept: { kind: 'broken' }, answer: { kind: 'unreadable' } };
      }
    }
  }
}

type Base64Decoder = (text: string) => Uint8Array<ArrayBuffer>;

/** Base64 (or a data: URL) to bytes; throws on anything that is not base64. The platform's decoder where it has one. */
function decodeBase64(value: string): Uint8Array<ArrayBuffer> {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  const base64 = comma >= 0 ? value.slice(comma + 1) : value;
  // The platform's decoder skips whitespace itself, and refuses anything else that is not base64.
  const native = (Uint8Array as unknown as { fromBase64?: Base64Decoder }).fromBase64;
  if (native) return native(base64);
  const text = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw new SyntaxError('Not base64');
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Bytes to base64: the platform's encoder where it has one. */
function encodeBase64(bytes: Uint8Array): string {
  const native = (bytes as unknown as { toBase64?: () => string }).toBase64;
  if (native) return native.call(bytes);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function detailOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { detail?: unknown };
    return typeof body?.detail === 'string' ? body.detail : null;
  } catch {
    return null;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
