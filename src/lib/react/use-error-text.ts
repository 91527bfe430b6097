import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/http/api-error';

/** A server detail worth showing: not empty, not an HTML error page from a proxy, not a wall of text. */
function readableDetail(detail: string | null): string | null {
  if (!detail) return null;
  if (detail.startsWith('<') || detail.length > 300) return null;
  return detail;
}

/**
 * Turns an API error into the sentence a visitor reads: the server's detail
 * when it gave a readable one, else a translated network or timeout message,
 * else the screen's own translated fallback.
 */
export function useErrorText() {
  const { t } = useTranslation('common');
  return useCallback(
    (error: ApiError, fallback: string): string => {
      const detail = readableDetail(error.detail);
      if (detail) return detail;
      if (error.isTimeout) return t('errors.timeout');
      if (error.isNetworkError) return t('errors.network');
      return fallback;
    },
    [t],
  );
}
