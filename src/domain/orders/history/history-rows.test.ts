import { describe, expect, it } from 'vitest';
import { classifyResult, readRow, SNIPPET_LENGTH, type ResultValue } from './history-rows';
import { CUT_AT_BYTES } from './json-items';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const MP3 = 'SUQzBAAAAAAAI1RTU0UAAAAPAAADTGF2ZjU4LjI5LjEwMAAAAAAAAAAAAAAA';
/** A PNG long enough to be cut out of its item. */
const LONG_PNG = `${PNG.replace(/=+$/, '').slice(0, 64)}${'A'.repeat(CUT_AT_BYTES * 2)}`;
const text = (value: string): ResultValue => ({ text: value });
/** A value cut out while it downloaded: its bytes, and the start the reader kept. */
const cut = (value: string): ResultValue => ({ cut: [new TextEncoder().encode(value)], prefix: value.slice(0, 256) });
const kindOf = (type: string, result: ResultValue | null, bin: ResultValue | null = null) => classifyResult(type, result, bin).result;

describe('classifyResult', () => {
  it('shows an image from base64 (result_bin, or base64 left in result), whole or cut out', () => {
    expect(kindOf('image', null, text(PNG))).toEqual({ kind: 'image-binary', file: { mime: 'image/png', extension: 'png' } });
    expect(kindOf('image', text(PNG))).toMatchObject({ kind: 'image-binary' });
    expect(kindOf('image', null, cut(LONG_PNG))).toMatchObject({ kind: 'image-binary', file: { extension: 'png' } });
    expect(kindOf('image', cut(`data:image/png;base64,${LONG_PNG}`))).toMatchObject({ kind: 'image-binary' });
  });

  it('links an image URL, and says there is no result for an image with nothing', () => {
    expect(kindOf('image', text('https://cdn.example.com/x.png'))).toEqual({ kind: 'image-url', url: 'https://cdn.example.com/x.png' });
    expect(kindOf('image', null)).toEqual({ kind: 'none' });
  });

  it('plays audio from base64 and downloads audio URLs', () => {
    expect(kindOf('audio', null, text(MP3))).toEqual({ kind: 'audio-binary', file: { mime: 'audio/mpeg', extension: 'mp3' } });
    expect(kindOf('audio', text('https://cdn.example.com/a.mp3'))).toEqual({ kind: 'audio-url', url: 'https://cdn.example.com/a.mp3' });
  });

  it('refuses a file that is not what the order was, or not base64', () => {
    expect(kindOf('image', null, text(MP3))).toEqual({ kind: 'unreadable', reason: 'format' });
    expect(kindOf('audio', null, cut(`${'###'.repeat(CUT_AT_BYTES)}`))).toEqual({ kind: 'unreadable', reason: 'binary' });
    expect(kindOf('image', text('javascript:alert(1)'))).toEqual({ kind: 'unreadable', reason: 'link' });
  });

  it('offers text for download, keeping the text in the store', () => {
    expect(classifyResult('text', text('Olá'), null)).toEqual({ result: { kind: 'text' }, payload: { kind: 'text', value: { text: 'Olá' } } });
    expect(kindOf('text', null)).toEqual({ kind: 'none' });
  });

  it('offers any result of other types for download', () => {
    expect(kindOf('other', text('Relatório pronto'))).toEqual({ kind: 'other-result', url: null, file: null });
    expect(kindOf('web', text('https://site.example.com'))).toEqual({ kind: 'other-result', url: 'https://site.example.com/', file: null });
    expect(kindOf('other', null, text(PNG))).toEqual({ kind: 'other-result', url: null, file: { mime: 'image/png', extension: 'png' } });
    expect(kindOf('video', null)).toEqual({ kind: 'none' });
  });

  it('falls back to a snippet of the text itself when nothing else fits, also for a long text cut out', () => {
    expect(kindOf('', text('Resultado sem tipo'))).toEqual({ kind: 'fallback', snippet: 'Resultado sem tipo' });
    // As the bytes came: the JSON escapes unread.
    const long = `Linha \\"um\\"\\n${'x'.repeat(CUT_AT_BYTES)}`;
    expect(kindOf('', cut(long))).toEqual({ kind: 'fallback', snippet: `${`Linha "um"\n${'x'.repeat(SNIPPET_LENGTH)}`.slice(0, SNIPPET_LENGTH)}…` });
  });
});

describe('readRow', () => {
  const item = { id: 7, created_at: '2025-03-01T10:00:00Z', service_name: 'Logotipo simples', service_type: 'image', result_bin: null, payment_amount: '50' };

  it('keeps the fields without the payload, and says whether the result is a file', () => {
    const read = readRow({ json: JSON.stringify(item), cuts: new Map([['result_bin', [new TextEncoder().encode(LONG_PNG)]]]) });
    expect(read).toMatchObject({ ok: true, read: { row: { id: 7, service_name: 'Logotipo simples', payment_amount: 50, binary: true, result: { kind: 'image-binary' } }, payload: { kind: 'binary' } } });
    expect(read.ok && 'result_bin' in read.read.row).toBe(false);
  });

  it('refuses an order without its date or service name, naming the fields', () => {
    expect(readRow({ json: JSON.stringify({ id: 1, created_at: 'ontem' }), cuts: new Map() })).toEqual({ ok: false, issues: 'created_at, service_name' });
    expect(readRow({ json: '{"id":', cuts: new Map() })).toEqual({ ok: false, issues: 'not JSON' });
  });
});
