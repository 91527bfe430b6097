/**
 * A download (a script chunk, a translation file, the app's entry) that fails is asked for again a few times,
 * each pause longer than the last, then given up: the visitor is told and retries themselves
 * (docs/routing-and-loading.md#when-a-download-fails). A failed load is never retried by rendering again,
 * which on a flaky connection or after a deploy asked the server for the same file hundreds of times a second.
 * Dependency-free: the page script (src/startup/page.ts) uses it for the entry.
 */

/** The pauses before each new attempt: three retries, 7 s in all, then the failure is the visitor's to retry. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

/** What a download rejects with once every attempt failed: the screens tell it apart from a crash. */
export class DownloadFailedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    // Set here rather than as a class field, which the page script's compiler would turn into a helper.
    this.name = 'DownloadFailedError';
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `load`, and again after each of `delays` while it fails; rejects with a DownloadFailedError after the last. */
export async function withRetries<T>(load: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS_MS, wait: (ms: number) => Promise<void> = pause): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw new DownloadFailedError(error instanceof Error ? error.message : String(error), { cause: error });
      await wait(delay);
    }
  }
}

/**
 * `load` with its retries, shared by every caller while it runs (a file several parts of the page start, at
 * different moments): a blocked file is asked for once per attempt, not once per caller. Once it has failed, the next
 * call starts again; once it has succeeded, its result stays.
 */
export function sharedDownload<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= withRetries(load).catch((error: unknown) => {
      running = null;
      throw error;
    }));
}
