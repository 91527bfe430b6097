import { vi } from 'vitest';

/**
 * Records the object URLs the page makes (jsdom cannot resolve them): each URL's Blob while it is live, so a test can
 * read what a player or a viewer shows, and see that it is revoked once off screen. Restored by vi.restoreAllMocks().
 */
export function recordObjectUrls() {
  const live = new Map<string, Blob>();
  let made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    made += 1;
    const url = `blob:http://localhost/recorded-${made}`;
    live.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void live.delete(url));
  return {
    /** The Blob behind a live URL (undefined once revoked). */
    blobOf: (url: string | null | undefined) => (url ? live.get(url) : undefined),
    liveCount: () => live.size,
  };
}

/** A Blob's bytes as base64 (jsdom's Blob reads through a FileReader), to compare with what the API sent. */
export function base64Of(blob: Blob | undefined): Promise<string | null> {
  if (!blob) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** A Blob's text (jsdom's Blob has no text()). */
export function textOf(blob: Blob | undefined): Promise<string | null> {
  if (!blob) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
