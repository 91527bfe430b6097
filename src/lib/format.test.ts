import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format';

const normalise = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('format', () => {
  it('formats reais with two decimals in each language', () => {
    expect(normalise(formatMoney(97, 'pt-BR'))).toBe('R$ 97,00');
    expect(normalise(formatMoney(1234.5, 'pt-BR'))).toBe('R$ 1.234,50');
    expect(normalise(formatMoney(97, 'en-US'))).toBe('R$97.00');
  });

  it('formats dates in the visitor’s locale and keeps unreadable values', () => {
    const date = new Date(2026, 10, 21, 14, 5);
    expect(normalise(formatDateTime(date, 'pt-BR'))).toBe('21/11/2026, 14:05');
    expect(normalise(formatDateTime(date, 'en-US'))).toBe('11/21/26, 2:05 PM');
    expect(formatDateTime('not a date', 'pt-BR')).toBe('not a date');
  });
});
