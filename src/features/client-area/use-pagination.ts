import { useState } from 'react';

/** Pages of `pageSize` items; the page is kept within range when the list shrinks. */
export function usePagination<T>(items: readonly T[], pageSize: number) {
  const [requested, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, pageCount, pageItems: items.slice((page - 1) * pageSize, page * pageSize), setPage };
}
