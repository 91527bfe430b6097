import { describe, expect, it } from 'vitest';
import { base64ToBlob, dataUrlOf, httpUrl, looksLikeBase64, resultFileName, resultFileType, sniffBase64, stripDataUrl } from './result-files';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const WAV = btoa('RIFF\u0024\u0000\u0000\u0000WAVEfmt ');

describe('sniffBase64', () => {
  it('recognises PNG, JPEG, MP3 and WAV', () => {
    expect(sniffBase64(PNG)).toEqual({ mime: 'image/png', extension: 'png' });
    expect(sniffBase64('/9j/4AAQSkZJRgABAQ')).toMatchObject({ extension: 'jpg' });
    expect(sniffBase64('SUQzBAAAAAAAI1RTU0UAAAA')).toMatchObject({ mime: 'audio/mpeg' });
    expect(sniffBase64('//NExAAAAANIAAAAAExBTUUzLjEwMA')).toMatchObject({ extension: 'mp3' });
    expect(sniffBase64(WAV)).toEqual({ mime: 'audio/wav', extension: 'wav' });
    expect(sniffBase64(`data:image/png;base64,${PNG}`)).toMatchObject({ extension: 'png' });
  });
  it('returns null for unknown content', () => {
    expect(sniffBase64('SGVsbG8gd29ybGQ=')).toBeNull();
  });
});

describe('helpers', () => {
  it('tells base64 from prose and URLs', () => {
    expect(looksLikeBase64(PNG)).toBe(true);
    expect(looksLikeBase64('Um texto qualquer, com espaços.')).toBe(false);
    expect(looksLikeBase64('https://cdn.example.com/a.png')).toBe(false);
  });
  it('accepts only http(s) URLs', () => {
    expect(httpUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('not a url')).toBeNull();
    expect(httpUrl(null)).toBeNull();
  });
  it('builds blobs and data URLs from base64', async () => {
    const blob = base64ToBlob(PNG, 'image/png');
    expect(blob.type).toBe('image/png');
    const buffer = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });
    const bytes = new Uint8Array(buffer);
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect(dataUrlOf(PNG, 'image/png')).toBe(`data:image/png;base64,${PNG}`);
    expect(stripDataUrl(`data:image/png;base64,${PNG}`)).toBe(PNG);
  });
});

describe('result file names', () => {
  it('names results by service type, as the client area does (servico_{id}.png, .txt, .mp3)', () => {
    expect(resultFileName(7, resultFileType('image'))).toBe('servico_7.png');
    expect(resultFileName('7', resultFileType('audio'))).toBe('servico_7.mp3');
    expect(resultFileName(7, resultFileType('text', PNG))).toBe('servico_7.txt');
    expect(resultFileType('text').mime).toBe('text/plain;charset=utf-8');
  });
  it('follows what base64 content really is', () => {
    expect(resultFileType('image', PNG)).toEqual({ mime: 'image/png', extension: 'png' });
    expect(resultFileType('image', '/9j/4AAQSkZJRgABAQ')).toEqual({ mime: 'image/jpeg', extension: 'jpg' });
    expect(resultFileType('audio', WAV)).toEqual({ mime: 'audio/wav', extension: 'wav' });
    expect(resultFileType('other', 'SGVsbG8gd29ybGQ=')).toEqual({ mime: 'application/octet-stream', extension: 'bin' });
  });
});

describe('readBinaryResult and isForeignLink', () => {
  it('accepts an image or audio of its own kind', async () => {
    const { readBinaryResult } = await import('./result-files');
    expect(readBinaryResult('image', 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==')).toMatchObject({ ok: true, file: { mime: 'image/png' } });
    expect(readBinaryResult('audio', 'SUQzBAAAAAAAI1RTU0UAAAAPAAADTGF2ZjU4LjI5LjEwMAAAAAAAAAAAAAAA')).toMatchObject({ ok: true, file: { extension: 'mp3' } });
  });

  it('refuses what does not decode, an unknown format and the wrong kind', async () => {
    const { readBinaryResult } = await import('./result-files');
    expect(readBinaryResult('image', 'not base64 !!')).toEqual({ ok: false, reason: 'binary' });
    expect(readBinaryResult('image', `data:text/html;base64,${btoa('<script>x</script>')}`)).toEqual({ ok: false, reason: 'format' });
    expect(readBinaryResult('image', 'SUQzBAAAAAAAI1RTU0UAAAAPAAADTGF2ZjU4LjI5LjEwMAAAAAAAAAAAAAAA')).toEqual({ ok: false, reason: 'format' });
  });

  it('tells links with another scheme from http(s) and from prose', async () => {
    const { isForeignLink } = await import('./result-files');
    expect(isForeignLink('javascript:alert(1)')).toBe(true);
    expect(isForeignLink('data:text/html,hi')).toBe(true);
    expect(isForeignLink('https://cdn.example/x.png')).toBe(false);
    expect(isForeignLink('Assunto: Sentimos sua falta')).toBe(false);
  });
});
