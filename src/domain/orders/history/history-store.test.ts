import { describe, expect, it, vi } from 'vitest';
import { csvFormatFor } from '@/lib/format/csv';
import { formatDateTime, formatMoney } from '@/lib/format/format';
import { blobBytes, blobText } from './blob-read';
import { shownCells } from './history-rows';
import { HistoryFailed, HistoryStore, type HistorySnapshot, type LoadRequest } from './history-store';
import { CUT_AT_BYTES } from './json-items';
import type { SavedHistory, SavedPayload, SavedRows } from './saved-history';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** A base64 file long enough to be cut out of its item while it downloads. */
const LONG_PNG = `iVBORw0KGgoAAAANSUhEUgAA${'A'.repeat(CUT_AT_BYTES * 2)}`;
const order = (id: number, day: number, fields: Record<string, unknown> = {}) => ({
  id,
  created_at: `2025-03-${String(day).padStart(2, '0')}T10:00:00Z`,
  service_name: 'Copy de Landing Page',
  service_type: 'text',
  result: `Texto ${id}`,
  payment_id: `p${id}`,
  user_id: 1,
  ...fields,
});

/** A body that arrives in chunks of SIZE bytes. */
function streamOf(body: string, size = 997): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(body);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

const respond = (status: number, body: unknown) => new Response(status === 200 ? streamOf(JSON.stringify(body)) : JSON.stringify(body), { status });

/** This browser's saved history, in memory. */
function memorySaved() {
  const rows = new Map<string, SavedRows>();
  const payloads = new Map<string, Map<string, SavedPayload>>();
  const saved: SavedHistory = {
    readRows: async (userId) => rows.get(userId) ?? null,
    readPayload: async (userId, key) => payloads.get(userId)?.get(key) ?? null,
    write: async (userId, next, kept) => {
      rows.clear();
      payloads.clear();
      rows.set(userId, next);
      payloads.set(userId, new Map(kept));
    },
    clear: async () => {
      rows.clear();
      payloads.clear();
    },
  };
  return { saved, rows, payloads };
}

function storeWith(answers: (() => Response | Promise<Response>)[], saved: SavedHistory | null = null) {
  const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) => {
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  });
  const store = new HistoryStore({ fetch, saved, retry: { attempts: 2, baseDelayMs: 1, maxDelayMs: 2 }, timeoutMs: 5_000, now: () => new Date('2025-03-31T12:00:00Z') });
  return { store, fetch };
}

const request = (overrides: Partial<LoadRequest> = {}): LoadRequest => ({ userId: '1', token: 'abc', url: 'https://api.example.com', language: 'pt-BR', saved: true, ...overrides });

async function load(store: HistoryStore, overrides: Partial<LoadRequest> = {}) {
  const snapshots: HistorySnapshot[] = [];
  await store.load(request(overrides), (snapshot) => snapshots.push(snapshot));
  return snapshots;
}

describe('HistoryStore', () => {
  it('reads the answer as it downloads: rows newest first, without payloads, each result given when asked', async () => {
    const { store, fetch } = storeWith([() => respond(200, [order(1, 1), order(2, 3, { service_type: 'image', result: null, result_bin: LONG_PNG }), order(3, 2, { result: `Longo ${'é'.repeat(CUT_AT_BYTES)}` })])]);
    const [snapshot, ...more] = await load(store);
    expect(more).toEqual([]);
    expect(snapshot).toMatchObject({ userId: '1', source: 'network', savedAt: '2025-03-31T12:00:00.000Z' });
    expect(snapshot!.rows.map((row) => [row.id, row.result.kind, row.binary])).toEqual([
      [2, 'image-binary', true],
      [3, 'text', false],
      [1, 'text', false],
    ]);
    expect(JSON.stringify(snapshot!.rows)).not.toContain('AAAA');
    expect(fetch).toHaveBeenCalledWith('https://api.example.com/ia/history/1', expect.objectContaining({ headers: { Authorization: 'Bearer abc', 'Accept-Language': 'pt-BR' } }));

    const image = await store.payload('1', '2');
    expect(image.kind).toBe('file');
    const bytes = image.kind === 'file' ? await blobBytes(image.blob) : new Uint8Array();
    expect(image.kind === 'file' && image.blob.type).toBe('image/png');
    expect(Buffer.from(bytes).toString('base64')).toBe(LONG_PNG);
    expect(await store.payload('1', '3')).toEqual({ kind: 'text', text: `Longo ${'é'.repeat(CUT_AT_BYTES)}` });
    expect(await store.payload('1', '1')).toEqual({ kind: 'text', text: 'Texto 1' });
    // Another account's rows are never given.
    expect(await store.payload('2', '1')).toEqual({ kind: 'missing' });
  });

  it('writes each row’s date and amount in the page’s language as it reads them (the page then formats none)', async () => {
    const { store } = storeWith([() => respond(200, [order(1, 1, { payment_amount: 19.9 }), order(2, 3, { payment_amount: null })])]);
    const [snapshot] = await load(store, { language: 'en-US' });
    const [second, first] = snapshot!.rows;
    expect(first!.shown).toEqual({ language: 'en-US', date: formatDateTime('2025-03-01T10:00:00Z', 'en-US'), amount: formatMoney(19.9, 'en-US') });
    expect(second!.shown).toMatchObject({ language: 'en-US', amount: null });
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(shownCells(first!, 'en-US')).toBe(first!.shown);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    // In another language the page writes them itself.
    expect(shownCells(first!, 'pt-BR')).toEqual({ language: 'pt-BR', date: formatDateTime('2025-03-01T10:00:00Z', 'pt-BR'), amount: formatMoney(19.9, 'pt-BR') });
  });

  it('says which files cannot be read, in a second snapshot, once every file has been decoded', async () => {
    const broken = `iVBORw0KGgoAAAANSUhEUgAA${'A'.repeat(CUT_AT_BYTES)}!!!!`;
    const { store } = storeWith([() => respond(200, [order(1, 2, { service_type: 'image', result: null, result_bin: broken }), order(2, 1, { service_type: 'image', result: null, result_bin: PNG })])]);
    const snapshots = await load(store);
    expect(snapshots.map((snapshot) => snapshot.rows.map((row) => row.result.kind))).toEqual([
      ['image-binary', 'image-binary'],
      ['unreadable', 'image-binary'],
    ]);
    expect(await store.payload('1', '1')).toEqual({ kind: 'unreadable' });
  });

  it('shows what this browser saved first, then the API’s answer, and saves it for the next visit', async () => {
    const { saved, rows, payloads } = memorySaved();
    await saved.write('1', { rows: [], savedAt: '2025-03-01T00:00:00.000Z' }, new Map());
    const first = storeWith([() => respond(200, [order(1, 1), order(2, 2, { service_type: 'image', result: null, result_bin: PNG })])], saved);
    await load(first.store);
    expect(rows.get('1')?.rows.map((row) => row.id)).toEqual([2, 1]);
    expect(payloads.get('1')?.get('1')).toEqual({ kind: 'text', text: 'Texto 1' });
    expect(payloads.get('1')?.get('2')?.kind).toBe('file');

    // A new tab: the saved rows at once, the API asked again behind them.
    const next = storeWith([() => respond(200, [order(1, 1), order(2, 2, { service_type: 'image', result: null, result_bin: PNG }), order(3, 3)])], saved);
    const snapshots = await load(next.store);
    expect(snapshots.map((snapshot) => [snapshot.source, snapshot.rows.length])).toEqual([
      ['saved', 2],
      ['network', 3],
    ]);
    expect(snapshots[0]!.savedAt).toBe('2025-03-31T12:00:00.000Z');
  });

  it('gives a saved result while the API is asked again, and keeps the saved rows when it cannot be', async () => {
    const { saved } = memorySaved();
    await storeWith([() => respond(200, [order(1, 1)])], saved).store.load(request(), () => undefined);
    const { store } = storeWith([], saved);
    const snapshots: HistorySnapshot[] = [];
    const loading = store.load(request(), (snapshot) => snapshots.push(snapshot));
    await expect(loading).rejects.toEqual(new HistoryFailed({ status: null, detail: null, network: true }));
    expect(snapshots.map((snapshot) => snapshot.source)).toEqual(['saved']);
    expect(await store.payload('1', '1')).toEqual({ kind: 'text', text: 'Texto 1' });
  });

  it('asks again after the network or a 502/503/504, and gives up with the API’s status and detail', async () => {
    const { store, fetch } = storeWith([() => Promise.reject(new TypeError('offline')), () => respond(503, {}), () => respond(200, [order(1, 1)])]);
    expect((await load(store))[0]!.rows).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(3);

    const refused = storeWith([() => respond(401, { detail: 'Token expirado' })]);
    await expect(load(refused.store)).rejects.toEqual(new HistoryFailed({ status: 401, detail: 'Token expirado', network: false }));
    expect(refused.fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses a body that is not a list of orders, and leaves out the orders it cannot read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(load(storeWith([() => respond(200, { detail: 'ok' })]).store)).rejects.toEqual(new HistoryFailed({ status: null, detail: null, network: false }));
    const snapshots = await load(storeWith([() => respond(200, { history: [order(1, 1), { id: 2 }, 'three'] })]).store);
    expect(snapshots[0]!.rows.map((row) => row.id)).toEqual([1]);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('Left out 2 unreadable item(s)'));
  });

  it('writes the CSV with each result where the page left its column, files only named', async () => {
    const { store } = storeWith([() => respond(200, [order(1, 1, { result: 'Olá; "mundo"' }), order(2, 2, { service_type: 'image', result: null, result_bin: PNG }), order(3, 3, { service_type: 'image', result: 'https://cdn.example.com/a.png' })])]);
    await load(store);
    const csv = await store.csv('1', {
      header: ['Serviço', 'Resultado'],
      rows: ['3', '2', '1'].map((key) => ({ key, cells: [`#${key}`, null] })),
      resultColumn: 1,
      binaryLabel: 'Arquivo',
      format: csvFormatFor('pt-BR'),
    });
    // UTF-8 with a byte-order mark, so Excel reads the accents.
    expect([...(await blobBytes(csv)).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blobText(csv)).toBe('Serviço;Resultado\r\n#3;https://cdn.example.com/a.png\r\n#2;Arquivo\r\n#1;"Olá; ""mundo"""');
  });

  it('exports every order as the API sent it, files in base64 again', async () => {
    const items = [order(2, 2, { service_type: 'image', result: null, result_bin: LONG_PNG }), order(1, 1)];
    const { store } = storeWith([() => respond(200, items)]);
    await load(store);
    const exported = JSON.parse(await blobText(await store.exportItems('1'))) as Record<string, unknown>[];
    expect(exported.map(({ id, result, result_bin }) => ({ id, result, result_bin }))).toEqual([
      { id: 2, result: null, result_bin: LONG_PNG },
      { id: 1, result: 'Texto 1', result_bin: null },
    ]);
  });

  it('forgets everything, in memory and in this browser', async () => {
    const { saved, rows } = memorySaved();
    const { store } = storeWith([() => respond(200, [order(1, 1)])], saved);
    await load(store);
    await store.forget();
    expect(rows.size).toBe(0);
    expect(await store.payload('1', '1')).toEqual({ kind: 'missing' });
  });
});
