import { describe, expect, it } from 'vitest';
import { CUT_AT_BYTES, cutText, JsonItemsReader, type JsonItem } from './json-items';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Reads BODY in chunks of SIZE bytes (the last one shorter); returns the items with their cuts read back in place. */
function read(body: string, size: number): { items: unknown[]; cutKeys: string[][] } {
  const reader = new JsonItemsReader();
  const whole = bytes(body);
  const found: JsonItem[] = [];
  for (let start = 0; start < whole.length; start += size) found.push(...reader.push(whole.slice(start, start + size)));
  reader.finish();
  return {
    items: found.map(({ json, cuts }) => {
      const item = JSON.parse(json) as unknown;
      if (item && typeof item === 'object') for (const [key, parts] of cuts) (item as Record<string, unknown>)[key] = cutText(parts);
      return item;
    }),
    cutKeys: found.map(({ cuts }) => [...cuts.keys()]),
  };
}

const long = (seed: string) => seed.repeat(Math.ceil((CUT_AT_BYTES + 100) / seed.length));
const base64 = long('iVBORw0KGgoAAAANSUhEUgAA+/9z');

const ITEMS = [
  { id: 1, created_at: '2025-01-01T10:00:00Z', service_name: 'Copy "curta"', result: 'linha 1\nlinha 2 \\ fim', result_bin: null, nested: { a: [1, { b: 'c' }] } },
  { id: '2', service_name: 'Post com imagem + copy', result_bin: base64, prompt: 'Olá, café ☕ {[,:]}' },
  { id: 3, result: long('Um texto longo com "aspas", barras \\ e quebras\n. '), payment_amount: 50.5, ok: true, no: null },
  { id: 4, result_bin: long('AAAA'), result: long('/9j/'), list: [] },
];

describe('JsonItemsReader', () => {
  it.each([1, 2, 3, 7, 64, 1000, 1 << 20])('reads every item in chunks of %i bytes, long values cut out and read back whole', (size) => {
    const { items, cutKeys } = read(JSON.stringify(ITEMS), size);
    expect(items).toEqual(ITEMS);
    expect(cutKeys).toEqual([[], ['result_bin'], ['result'], ['result_bin', 'result']]);
  });

  it('reads escaped slashes and quotes inside a long value the way JSON.parse does', () => {
    const body = `[{"id":1,"result_bin":"${long('ab\\/cd\\"\\\\')}"}]`;
    expect(read(body, 5).items).toEqual(JSON.parse(body));
  });

  it('finds the list under history or items, and ignores what surrounds it', () => {
    expect(read(JSON.stringify({ detail: 'ok', history: ITEMS }), 13).items).toEqual(ITEMS);
    expect(read(JSON.stringify({ items: [ITEMS[0]], total: 1 }), 4).items).toEqual([ITEMS[0]]);
  });

  it('hands over items that are not objects, for the schema to refuse', () => {
    expect(read('[ 1 , "dois", null, [3], {"id":4} ]', 2).items).toEqual([1, 'dois', null, [3], { id: 4 }]);
  });

  it('keeps a long value nested deeper in an item', () => {
    const item = { id: 1, meta: { text: long('x') } };
    const { items, cutKeys } = read(JSON.stringify([item]), 100);
    expect(items).toEqual([item]);
    expect(cutKeys).toEqual([[]]);
  });

  it('gives the items as each chunk completes them', () => {
    const reader = new JsonItemsReader();
    const text = JSON.stringify([{ id: 1 }, { id: 2 }, { id: 3 }]);
    const body = bytes(text);
    const split = text.indexOf('{"id":3') + 3;
    expect(reader.push(body.slice(0, split)).map((item) => item.json)).toEqual(['{"id":1}', '{"id":2}']);
    expect(reader.push(body.slice(split)).map((item) => item.json)).toEqual(['{"id":3}']);
    expect(() => reader.finish()).not.toThrow();
  });

  it('refuses a body with no list, or one that stops before its list ends', () => {
    const noList = new JsonItemsReader();
    noList.push(bytes('{"detail":"ok"}'));
    expect(() => noList.finish()).toThrow(SyntaxError);
    const cutShort = new JsonItemsReader();
    cutShort.push(bytes('[{"id":1},{"id":2,"result":"pela met'));
    expect(() => cutShort.finish()).toThrow(SyntaxError);
  });
});
