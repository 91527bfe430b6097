/**
 * Turns generated results (text, base64 images and audio, URLs) into things
 * the browser can show and save, and owns their file names and MIME types.
 * Used by the service wizard and the client area.
 */

/** A saved file's object URL is kept this long after the click: some browsers read it after click() returns. */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Known file signatures at the start of a base64 string. */
const SIGNATURES: { prefix: string; mime: string; extension: string }[] = [
  { prefix: 'iVBORw0KGgo', mime: 'image/png', extension: 'png' },
  { prefix: '/9j/', mime: 'image/jpeg', extension: 'jpg' },
  { prefix: 'R0lGOD', mime: 'image/gif', extension: 'gif' },
  { prefix: 'SUQz', mime: 'audio/mpeg', extension: 'mp3' },
  { prefix: '//', mime: 'audio/mpeg', extension: 'mp3' },
  { prefix: 'T2dnUw', mime: 'audio/ogg', extension: 'ogg' },
];

export interface FileType {
  mime: string;
  extension: string;
}

/** The type of a base64 payload from its first bytes; RIFF is told apart as WAV or WebP. */
export function sniffBase64(base64: string): FileType | null {
  const text = stripDataUrl(base64).trim();
  if (text.startsWith('UklGR')) {
    const header = safeAtob(text.slice(0, 16));
    if (header?.slice(8, 12) === 'WAVE') return { mime: 'audio/wav', extension: 'wav' };
    if (header?.slice(8, 12) === 'WEBP') return { mime: 'image/webp', extension: 'webp' };
    return null;
  }
  const match = SIGNATURES.find((signature) => text.startsWith(signature.prefix));
  return match ? { mime: match.mime, extension: match.extension } : null;
}

function safeAtob(text: string): string | null {
  try {
    return atob(text);
  } catch {
    return null;
  }
}

/** What each kind of result downloads as when its content says nothing else (servico_{id}.png|.txt|.mp3, docs/product/services.md#client-area). */
const RESULT_FILE_TYPES: Record<'text' | 'image' | 'audio' | 'other', FileType> = {
  text: { mime: 'text/plain;charset=utf-8', extension: 'txt' },
  image: { mime: 'image/png', extension: 'png' },
  audio: { mime: 'audio/mpeg', extension: 'mp3' },
  other: { mime: 'application/octet-stream', extension: 'bin' },
};

/**
 * The file type of a result: the one its base64 content shows when it can be
 * told (a JPEG is not saved as .png, a WAV not as .mp3), else the kind's own.
 */
export function resultFileType(kind: keyof typeof RESULT_FILE_TYPES, base64?: string | null): FileType {
  return (kind !== 'text' && base64 ? sniffBase64(base64) : null) ?? RESULT_FILE_TYPES[kind];
}

/** Why a generated result cannot be shown or saved as it came: the cell says so instead. */
export type UnreadableReason = 'binary' | 'format' | 'link';

export type BinaryRead = { ok: true; base64: string; file: FileType } | { ok: false; reason: UnreadableReason };

/**
 * A base64 image or audio clip as it may be used: it must decode, and its first
 * bytes must say it is what the order was (an image for an image order...).
 * Anything else (not base64, an HTML page in disguise, an unknown format) is
 * refused, so no data:text/html or broken file is ever offered.
 */
export function readBinaryResult(kind: 'image' | 'audio', value: string): BinaryRead {
  const base64 = stripDataUrl(value).replace(/\s+/g, '');
  if (!looksLikeBase64(base64) || base64.length % 4 !== 0 || safeAtob(base64.slice(0, 64)) === null) return { ok: false, reason: 'binary' };
  const file = sniffBase64(base64);
  if (!file || !file.mime.startsWith(`${kind}/`)) return { ok: false, reason: 'format' };
  return { ok: true, base64, file };
}

/** A result that is a link with another scheme (javascript:, data:, file:...): never linked. Prose ("Assunto: ...") is not a link. */
export const isForeignLink = (value: string | null | undefined): boolean =>
  Boolean(value && /^[a-z][a-z0-9+.-]*:\S*$/i.test(value.trim()) && !httpUrl(value));

/** servico_{id}.{extension}, the name every download of a result gets. */
export const resultFileName = (reference: string | number, type: FileType) => `servico_${reference}.${type.extension}`;

/** Accepts raw base64 or a data: URL. */
export function stripDataUrl(value: string): string {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  return comma >= 0 ? value.slice(comma + 1) : value;
}

/** Whether a string looks like base64 content rather than prose or a URL. */
export function looksLikeBase64(value: string): boolean {
  const text = stripDataUrl(value).replace(/\s+/g, '');
  return text.length >= 16 && /^[A-Za-z0-9+/]+={0,2}$/.test(text);
}

/** An http(s) URL that may be opened or linked; anything else is null. */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function base64ToBlob(base64: string, mime: string): Blob {
  const binary = atob(stripDataUrl(base64).replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}

export const dataUrlOf = (base64: string, mime: string) =>
  base64.startsWith('data:') ? base64 : `data:${mime};base64,${base64.replace(/\s+/g, '')}`;

export const textBlob = (text: string) => new Blob([text], { type: RESULT_FILE_TYPES.text.mime });

/** Hands a file to the browser's download. An object, so tests can spy on `save`. */
export const fileSaver = {
  save(blob: Blob, fileName: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked later: some browsers read the URL after click() returns.
    window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
  },
};

/** Copies text; resolves false when the clipboard is unavailable. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
