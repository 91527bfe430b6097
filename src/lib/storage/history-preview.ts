/**
 * The first page of the history as this browser last drew it (the rows, their pages and the AI notice), kept beside
 * the saved history (src/domain/orders/history/saved-history.ts) so that a returning customer's next visit shows it
 * in the page's first paint: the shell script draws it in the private page's shell before any of the app has run
 * (src/startup/shell.ts). It is drawn only for the session, the account and the language it was drawn in, and goes
 * with the saved history (src/domain/session/account-data.ts) — docs/state-and-data.md#the-history.
 */
import { copyMarkup, drawMarkup, type CopiedNode } from '@/lib/dom/markup-copy';
import { STARTUP_KEYS } from '@/lib/storage/storage-keys';
import { readStored, writeStored } from '@/lib/storage/web-storage';

interface HistoryPreview {
  /** A mark of the session's token (never the token): another login, even of the same account, draws nothing. */
  session: string;
  account: string;
  language: string;
  /** Each history section's copy, by the id of its heading (`client-history-title`). */
  sections: Record<string, CopiedNode[]>;
}

/** The session and account stored now. */
const owner = () => ({ token: readStored('local', STARTUP_KEYS.token), account: readStored('local', STARTUP_KEYS.account) });

/** A short, stable mark of a token (53-bit, not a secret's hash: it only tells two sessions apart). */
export function sessionMark(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < token.length; index++) {
    const code = token.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function readPreview(): Partial<HistoryPreview> | null {
  try {
    const value = JSON.parse(readStored('local', STARTUP_KEYS.historyPreview) ?? 'null') as unknown;
    return value && typeof value === 'object' ? (value as Partial<HistoryPreview>) : null;
  } catch {
    return null;
  }
}

/** The copies kept for the stored session and account, in `language` (none for any other). */
export function previewSections(language: string): Record<string, unknown> | null {
  const { token, account } = owner();
  if (!token || !account) return null;
  const preview = readPreview();
  if (!preview || preview.session !== sessionMark(token) || preview.account !== account || preview.language !== language) return null;
  return preview.sections && typeof preview.sections === 'object' ? preview.sections : null;
}

/**
 * Keeps `nodes` as a section's first page (`titleId`: its heading's id) for the stored session and account, in
 * `language`; the other sections' copies stay while they are of the same session, account and language.
 */
export function savePreview(titleId: string, nodes: readonly Node[], language: string): void {
  const { token, account } = owner();
  if (!token || !account) return;
  // The other sections' copies as they were read (drawMarkup checks them again before drawing).
  const sections = { ...((previewSections(language) ?? {}) as HistoryPreview['sections']), [titleId]: nodes.flatMap(copyMarkup) };
  const preview: HistoryPreview = { session: sessionMark(token), account, language, sections };
  const value = JSON.stringify(preview);
  if (value !== readStored('local', STARTUP_KEYS.historyPreview)) writeStored('local', STARTUP_KEYS.historyPreview, value);
}

/**
 * Draws the kept first page in `slot` (a private page's outline, `data-history-copy`: its section's heading id) in
 * place of what it holds, for the stored session and account, in `language`. Says whether it drew.
 */
export function drawPreview(slot: Element, language: string): boolean {
  const copy = previewSections(language)?.[slot.getAttribute('data-history-copy') ?? ''];
  if (!Array.isArray(copy)) return false;
  slot.replaceChildren(...copy.flatMap((node) => drawMarkup(node, slot.ownerDocument)));
  return true;
}

