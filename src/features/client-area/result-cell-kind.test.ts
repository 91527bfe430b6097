import { describe, expect, it } from 'vitest';
import { resultCellKind } from './result-cell-kind';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const MP3 = 'SUQzBAAAAAAAI1RTU0UAAAAPAAADTGF2ZjU4LjI5LjEwMAAAAAAAAAAAAAAA';
const item = (service_type: string, result: string | null, result_bin: string | null = null) => ({ service_type, result, result_bin });

describe('resultCellKind', () => {
  it('shows an image from base64 (result_bin, or base64 left in result)', () => {
    expect(resultCellKind(item('image', null, PNG))).toMatchObject({ kind: 'image-binary', file: { extension: 'png' } });
    expect(resultCellKind(item('image', PNG))).toMatchObject({ kind: 'image-binary', base64: PNG });
  });
  it('links an image URL', () => {
    expect(resultCellKind(item('image', 'https://cdn.example.com/x.png'))).toEqual({ kind: 'image-url', url: 'https://cdn.example.com/x.png' });
  });
  it('says there is no result for an image with nothing', () => {
    expect(resultCellKind(item('image', null))).toEqual({ kind: 'none' });
    expect(resultCellKind(item('image', '  '))).toEqual({ kind: 'none' });
  });
  it('plays audio from base64 and downloads audio URLs', () => {
    expect(resultCellKind(item('audio', null, MP3))).toMatchObject({ kind: 'audio-binary', file: { extension: 'mp3' } });
    expect(resultCellKind(item('audio', 'https://cdn.example.com/a.mp3'))).toEqual({ kind: 'audio-url', url: 'https://cdn.example.com/a.mp3' });
  });
  it('offers text for download', () => {
    expect(resultCellKind(item('text', 'Olá'))).toEqual({ kind: 'text', text: 'Olá' });
    expect(resultCellKind(item('text', null))).toEqual({ kind: 'none' });
  });
  it('offers any result of other types for download', () => {
    expect(resultCellKind(item('other', 'Relatório pronto'))).toEqual({ kind: 'other-result', url: null, text: 'Relatório pronto', base64: null });
    expect(resultCellKind(item('web', 'https://site.example.com'))).toMatchObject({ kind: 'other-result', url: 'https://site.example.com/' });
    expect(resultCellKind(item('video', null))).toEqual({ kind: 'none' });
  });
  it('falls back to the text itself when nothing else fits', () => {
    expect(resultCellKind(item('', 'Resultado sem tipo'))).toEqual({ kind: 'fallback', text: 'Resultado sem tipo' });
    expect(resultCellKind(item('audio', 'Não foi possível gerar o áudio, tente de novo.'))).toMatchObject({ kind: 'fallback' });
  });
});
