import type { HistoryItem } from '@/domain/orders';
import { httpUrl, isForeignLink, looksLikeBase64, readBinaryResult, type FileType, type UnreadableReason } from '@/domain/orders';

/** What the 'Resultado' cell shows for a history item (docs/product/services.md#client-area). */
export type ResultCellKind =
  | { kind: 'image-binary'; base64: string; file: FileType }
  | { kind: 'image-url'; url: string }
  | { kind: 'audio-binary'; base64: string; file: FileType }
  | { kind: 'audio-url'; url: string }
  | { kind: 'text'; text: string }
  | { kind: 'other-result'; url: string | null; text: string | null; base64: string | null }
  | { kind: 'fallback'; text: string }
  | { kind: 'unreadable'; reason: UnreadableReason }
  | { kind: 'none' };

const OTHER_TYPES = ['other', 'video', 'web'];

export function resultCellKind(item: Pick<HistoryItem, 'service_type' | 'result' | 'result_bin'>): ResultCellKind {
  const type = (item.service_type ?? '').trim().toLowerCase();
  const result = item.result?.trim() || null;
  const url = httpUrl(result);
  // Some backends put the base64 in `result`; it is treated as binary when it is not prose.
  const binary = item.result_bin?.trim() || (result && !url && (type === 'image' || type === 'audio') && looksLikeBase64(result) ? result : null);
  if (!binary && type !== 'text' && isForeignLink(result)) return { kind: 'unreadable', reason: 'link' };

  if (type === 'image' || type === 'audio') {
    if (binary) {
      const read = readBinaryResult(type, binary);
      if (!read.ok) return { kind: 'unreadable', reason: read.reason };
      return type === 'image' ? { kind: 'image-binary', base64: read.base64, file: read.file } : { kind: 'audio-binary', base64: read.base64, file: read.file };
    }
    if (url) return type === 'image' ? { kind: 'image-url', url } : { kind: 'audio-url', url };
    return result ? { kind: 'fallback', text: result } : { kind: 'none' };
  }
  if (type === 'text') return result ? { kind: 'text', text: result } : { kind: 'none' };
  if (OTHER_TYPES.includes(type) && (result || binary)) {
    const base64 = item.result_bin?.trim() || null;
    if (base64 && !looksLikeBase64(base64)) return { kind: 'unreadable', reason: 'binary' };
    return { kind: 'other-result', url, text: url ? null : result, base64 };
  }
  return result ? { kind: 'fallback', text: result } : { kind: 'none' };
}
