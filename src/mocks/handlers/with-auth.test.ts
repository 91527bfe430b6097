import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '../db';
import { onUnknownToken, withAuth } from './utils';

const call = (token: string) =>
  withAuth(() => HttpResponse.json({ ok: true }))({
    request: new Request('http://demo.test/me', { headers: { Authorization: `Bearer ${token}` } }),
    params: {},
    requestId: 'test',
    cookies: {},
  } as never) as Promise<Response>;

afterEach(() => {
  resetDb();
  onUnknownToken(null);
});

describe('withAuth in the browser demo, with other tabs', () => {
  it('finds a token another tab has just issued once that tab’s save reaches this one', async () => {
    let takeUps = 0;
    const userId = db.users[0]!.id;
    onUnknownToken(() => {
      takeUps += 1;
      // The other tab's save arrives on the second look.
      if (takeUps === 2) db.sessions['from-the-other-tab'] = userId;
    });
    const response = await call('from-the-other-tab');
    expect(response.status).toBe(200);
    expect(takeUps).toBe(2);
  });

  it('still refuses a token no tab knows, after looking for a moment', async () => {
    let takeUps = 0;
    onUnknownToken(() => {
      takeUps += 1;
    });
    const response = await call('nobody-issued-this');
    expect(response.status).toBe(401);
    expect(takeUps).toBeGreaterThan(1);
  });
});
