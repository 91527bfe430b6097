import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The session's paths (docs/state-and-data.md#the-session), read from the source as text: one module decides that
 * an answer refuses the session and raises the signal, the session's expiry alone listens, the session alone ends
 * itself, and the way to /login with a return is written once. The demo backend (src/mocks), which answers the
 * 401s, is not the app.
 */
const root = resolve(__dirname, '../..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path === 'src/mocks' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourcesUnder('src').map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
const filesMatching = (pattern: RegExp) => sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file).sort();

describe('one 401 path', () => {
  it('only the rule reads a 401: no screen, flow or client branches on it', () => {
    expect(filesMatching(/[!=]==?\s*401\b|\b401\s*[!=]==?|case\s+401\b/)).toEqual(['src/lib/http/session-events.ts']);
  });

  it('the signal is raised by the rule alone, fed by every place that receives a status, and heard by the expiry alone', () => {
    expect(filesMatching(/\bsignalIfRefused\(/)).toEqual(['src/domain/orders/history/history-query.ts', 'src/lib/http/http-client.ts', 'src/lib/http/session-events.ts']);
    expect(filesMatching(/refusedListeners/)).toEqual(['src/lib/http/session-events.ts']);
    expect(filesMatching(/\bonSessionRefused\(/)).toEqual(['src/domain/session/session-expiry.ts', 'src/lib/http/session-events.ts']);
  });

  it('the session ends in one place: the token is written and the end announced by the session alone', () => {
    expect(filesMatching(/persistent\.token\.(set|remove)\(/)).toEqual(['src/domain/session/session-token.ts']);
    expect(filesMatching(/\bemitSessionEnded\(/)).toEqual(['src/domain/session/session-store.ts', 'src/lib/http/session-events.ts']);
  });

  it('the way to /login with a return is written once', () => {
    expect(filesMatching(/paths\.login\b[^\n]*\bstate\b|navigate\(\s*paths\.login/)).toEqual(['src/domain/session/login-route.ts']);
  });
});

describe('the session as small pieces', () => {
  it('keeps each of its files under 120 lines', () => {
    const long = sources
      .filter(({ file }) => file.startsWith('src/domain/session/'))
      .map(({ file, text }) => ({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }))
      .filter(({ lines }) => lines >= 120);
    expect(sources.filter(({ file }) => file.startsWith('src/domain/session/')).length).toBeGreaterThan(5);
    expect(long).toEqual([]);
  });
});
