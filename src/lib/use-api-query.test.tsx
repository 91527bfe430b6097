import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useApiQuery } from './use-api-query';

const httpError = (status: number, detail: string) => ({
  isAxiosError: true,
  message: 'Request failed',
  response: { status, data: { detail } },
});

describe('useApiQuery', () => {
  it('loads, then exposes the data', async () => {
    const { result } = renderHook(() => useApiQuery('services', async () => ['a', 'b']));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b']));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('exposes a normalised error and retries on reload, keeping nothing stale', async () => {
    const fetcher = vi.fn().mockRejectedValueOnce(httpError(500, 'falhou')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useApiQuery('x', fetcher));
    await waitFor(() => expect(result.current.error?.detail).toBe('falhou'));
    expect(result.current.isLoading).toBe(false);
    act(() => result.current.reload());
    expect(result.current.isLoading).toBe(true);
    expect(result.current.error).toBeNull();
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('waits while the key is null', () => {
    const fetcher = vi.fn();
    const { result } = renderHook(() => useApiQuery(null, fetcher));
    expect(result.current.isLoading).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('aborts on unmount and never reports the cancellation', async () => {
    let seen: AbortSignal | undefined;
    const { result, unmount } = renderHook(() =>
      useApiQuery('slow', (signal) => {
        seen = signal;
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject({ name: 'CanceledError', __CANCEL__: true })));
      }),
    );
    const before = result.current;
    unmount();
    expect(seen?.aborted).toBe(true);
    expect(before.error).toBeNull();
  });

  it('drops the previous key’s data when the key changes', async () => {
    const { result, rerender } = renderHook(({ id }) => useApiQuery(`user-${id}`, async () => `history of ${id}`), {
      initialProps: { id: 1 },
    });
    await waitFor(() => expect(result.current.data).toBe('history of 1'));
    rerender({ id: 2 });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('history of 2'));
  });
});
