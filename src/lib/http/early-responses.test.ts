import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyResponse } from './early-responses';

const early = (token: string, paths: string[]) => {
  const responses = Object.fromEntries(paths.map((path) => [path, Promise.resolve(new Response(JSON.stringify({ path })))]));
  (window as unknown as Record<string, unknown>).__earlyRequests = { token, responses };
};

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__earlyRequests;
});

describe('takeEarlyResponse', () => {
  it('gives each early answer once, to the session that asked for it', async () => {
    early('tok', ['/me', '/subscription']);
    expect(takeEarlyResponse('/me', 'another-token')).toBeNull();
    expect(takeEarlyResponse('/me', null)).toBeNull();
    expect(await (await takeEarlyResponse('/me', 'tok'))?.json()).toEqual({ path: '/me' });
    expect(takeEarlyResponse('/me', 'tok')).toBeNull();
    expect(takeEarlyResponse('/ia/services', 'tok')).toBeNull();
  });

  it('has nothing to give on a page that asked for nothing', () => {
    expect(takeEarlyResponse('/me', 'tok')).toBeNull();
  });
});
