import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadFailedError, RETRY_DELAYS_MS, sharedDownload, withRetries } from './with-retries';

afterEach(() => {
  vi.useRealTimers();
});

describe('withRetries', () => {
  it('tries once more after each pause, each longer than the last, three retries at most', async () => {
    const waits: number[] = [];
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const failure = withRetries(load, RETRY_DELAYS_MS, async (ms) => {
      waits.push(ms);
    });
    await expect(failure).rejects.toBeInstanceOf(DownloadFailedError);
    await expect(failure).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(load).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('resolves with the first attempt that succeeds, and asks no more', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    await expect(withRetries(load, RETRY_DELAYS_MS, async () => undefined)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits the pauses in real time: nothing is asked for again before its pause is over', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const failure = withRetries(load);
    failure.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(load).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(4);
    await expect(failure).rejects.toBeInstanceOf(DownloadFailedError);
  });
});

describe('sharedDownload', () => {
  it('gives every caller the one download while it runs, starts again once it has failed, and keeps what succeeded', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const shared = sharedDownload(load);
    const first = shared();
    expect(shared()).toBe(first);
    const failed = expect(first).rejects.toBeInstanceOf(DownloadFailedError);
    await vi.runAllTimersAsync();
    await failed;
    // One attempt and three retries for both callers.
    expect(load).toHaveBeenCalledTimes(4);

    load.mockResolvedValue('module');
    const again = shared();
    expect(again).not.toBe(first);
    await expect(again).resolves.toBe('module');
    expect(shared()).toBe(again);
    expect(load).toHaveBeenCalledTimes(5);
  });
});
