import { describe, expect, it, vi } from 'vitest';
import { onSessionRefused, refusesSession, signalIfRefused, type SessionAnswer } from './session-events';

describe('the rule of a refused session', () => {
  it.each<[string, SessionAnswer, boolean]>([
    ['a 401 to a call that carried a token', { status: 401, token: 't' }, true],
    ['a 401 to a call without one (a wrong password)', { status: 401, token: null }, false],
    ['a 403 to the session’s own check (the profile)', { status: 403, token: 't', sessionCheck: true }, true],
    ['a 403 to any other call (not allowed, still logged in)', { status: 403, token: 't' }, false],
    ['a 403 to the session’s check without a token', { status: 403, token: undefined, sessionCheck: true }, false],
    ['a server error', { status: 500, token: 't', sessionCheck: true }, false],
    ['no answer at all', { status: null, token: 't', sessionCheck: true }, false],
  ])('%s', (_case, answer, refused) => {
    expect(refusesSession(answer)).toBe(refused);
    const listener = vi.fn();
    const stop = onSessionRefused(listener);
    signalIfRefused(answer);
    stop();
    // The signal follows the rule, and names the token the refused call carried.
    if (refused) expect(listener.mock.calls).toEqual([[answer.token]]);
    else expect(listener).not.toHaveBeenCalled();
  });
});

describe('a refusal before the session listens', () => {
  it('is heard by the next listener as it subscribes, once', async () => {
    signalIfRefused({ status: 401, token: 'early' });
    const first = vi.fn();
    const stopFirst = onSessionRefused(first);
    expect(first.mock.calls).toEqual([['early']]);
    stopFirst();
    const second = vi.fn();
    const stopSecond = onSessionRefused(second);
    await Promise.resolve();
    expect(second).not.toHaveBeenCalled();
    stopSecond();
  });

  it('is not kept when someone heard it', async () => {
    const listener = vi.fn();
    const stop = onSessionRefused(listener);
    signalIfRefused({ status: 401, token: 'heard' });
    stop();
    const later = vi.fn();
    const stopLater = onSessionRefused(later);
    await Promise.resolve();
    expect(later).not.toHaveBeenCalled();
    stopLater();
  });
});
