import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format/format';
import { localDay } from './local-day';

describe('localDay', () => {
  it('keeps an ISO day on the same calendar day in the local time zone', () => {
    expect(formatDate(localDay('2026-03-02'), 'pt-BR')).toBe('2 de março de 2026');
    expect(formatDate(localDay('2026-12-31'), 'en-US')).toBe('December 31, 2026');
  });
});
