import { useEffect, useState } from 'react';
import { historyPayload, type HistoryRow } from '@/domain/orders';
import { useAuth } from '@/domain/session';

/** A binary result as the page shows it: an object URL while it is on screen. */
export type ResultFile = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'unreadable' };

/**
 * The object URL of a row's file while `active` (an open viewer, a player on the current page): asked of the history
 * store when it is shown, revoked when it leaves, so no decoded file stays in the page's memory.
 */
export function useResultFile(row: Pick<HistoryRow, 'id'>, active = true): ResultFile {
  const { user } = useAuth();
  const userId = user?.id;
  const key = String(row.id);
  // The answer for the row it was asked for: another row (a new page) reads as loading until its own arrives.
  const [answer, setAnswer] = useState<{ key: string; file: ResultFile } | null>(null);
  useEffect(() => {
    if (!active || userId === undefined) return;
    let url: string | null = null;
    let current = true;
    void historyPayload(userId, key).then(
      (payload) => {
        if (!current) return;
        if (payload.kind !== 'file') return setAnswer({ key, file: { state: 'unreadable' } });
        url = URL.createObjectURL(payload.blob);
        setAnswer({ key, file: { state: 'ready', url } });
      },
      () => current && setAnswer({ key, file: { state: 'unreadable' } }),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [active, userId, key]);
  return answer?.key === key ? answer.file : { state: 'loading' };
}

/** A row's result, asked of the store when needed (a download, a copy). */
export function useResultPayload() {
  const { user } = useAuth();
  return (row: Pick<HistoryRow, 'id'>) => (user ? historyPayload(user.id, String(row.id)) : Promise.resolve({ kind: 'missing' } as const));
}
