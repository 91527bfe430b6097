import type { HistoryItem } from '@/lib/history-api';
import { httpUrl, looksLikeBase64, resultFileType, type FileType } from '@/lib/result-files';

/** What the 'Resultado' cell shows for a history item (SPEC §2 'Client area screen'). */
export type ResultCellKind =
  | { kind: 'image-binary'; base64: string; file: FileType }
  | { kind: 'image-url'; url: string }
  | { kind: 'audio-binary'; base64: string; file: FileType }
  | { kind: 'audio-url'; url: string }
  | { kind: 'text'; text: string }
  | { kind: 'other-result'; url: string | null; text: string | null; base64: string | null }
  | { kind: 'fallback'; text: string }
  | { kind: 'none' };

const OTHER_TYPES = ['other', 'video', 'web'];

export function resultCellKind(item: Pick<HistoryItem, 'service_type' | 'result' | 'result_bin'>): ResultCellKind {
  const type = (item.service_type ?? '').trim().toLowerCase();
  const result = item.result?.trim() || null;
  const url = httpUrl(result);
  // Some backends put the base64 in `result`; it is treated as binary when it is not prose.
  const binary = item.result_bin?.trim() || (result && !url && (type === 'image' || type === 'audio') && looksLikeBase64(result) ? result : null);

  if (type === 'image') {
    if (binary) return { kind: 'image-binary', base64: binary, file: resultFileType('image', binary) };
    if (url) return { kind: 'image-url', url };
    return result ? { kind: 'fallback', text: result } : { kind: 'none' };
  }
  if (type === 'audio') {
    if (binary) return { kind: 'audio-binary', base64: binary, file: resultFileType('audio', binary) };
    if (url) return { kind: 'audio-url', url };
    return result ? { kind: 'fallback', text: result } : { kind: 'none' };
  }
  if (type === 'text') return result ? { kind: 'text', text: result } : { kind: 'none' };
  if (OTHER_TYPES.includes(type) && (result || binary)) {
    return { kind: 'other-result', url, text: url ? null : result, base64: item.result_bin?.trim() || null };
  }
  return result ? { kind: 'fallback', text: result } : { kind: 'none' };
}
