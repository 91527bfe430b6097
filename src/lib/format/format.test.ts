import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatApproxUsd, formatCurrency, formatDate, formatDateTime, formatList, formatMoney, seedFormatted, takeFormatted } from './format';

const normalise = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('format', () => {
  // Files share this module's cache (tests/setup.ts): the fake texts seeded here must not reach another file's page.
  afterEach(() => void takeFormatted());

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

  it('formats another currency with two decimals', () => {
    expect(normalise(formatCurrency(23, 'pt-BR', 'USD'))).toBe('US$ 23,00');
    expect(normalise(formatCurrency(23, 'en-US', 'USD'))).toBe('$23.00');
  });

  it('formats the dollar approximations in whole dollars, the currency named in both languages', () => {
    expect(normalise(formatApproxUsd(23, 'pt-BR'))).toBe('US$ 23');
    expect(normalise(formatApproxUsd(23, 'en-US'))).toBe('US$23');
    expect(normalise(formatApproxUsd(1200, 'en-US'))).toBe('US$1,200');
  });

  it('hands over what it formatted, and uses texts seeded from the build as they are', () => {
    takeFormatted();
    const money = formatMoney(67, 'pt-BR');
    const day = formatDate('2026-03-10T12:00:00Z', 'en-US');
    const taken = takeFormatted();
    expect(Object.values(taken).sort()).toEqual([money, day].sort());
    expect(takeFormatted()).toEqual({});
    // In the browser: the build's texts win, so the first render matches the markup without creating a formatter.
    const seeded = Object.fromEntries(Object.keys(taken).map((key) => [key, `seeded ${key}`]));
    seedFormatted(seeded);
    expect(formatMoney(67, 'pt-BR')).toBe(seeded[Object.keys(taken).find((key) => key.includes('BRL'))!]);
    expect(formatDate('2026-03-10T12:00:00Z', 'en-US')).toMatch(/^seeded /);
    seedFormatted('not an object');
    expect(normalise(formatMoney(68, 'pt-BR'))).toBe('R$ 68,00');
  });
});

describe('formatList', () => {
  const lists = [['OpenAI'], ['OpenAI', 'Google'], ['OpenAI', 'Google', 'ElevenLabs'], ['A', 'B', 'C', 'D']];

  it.each(['pt-BR', 'en-US'])('writes a list in %s as the browser’s list formatter does, without making one', (locale) => {
    const made = vi.spyOn(Intl, 'ListFormat');
    const written = lists.map((items) => formatList(items, locale));
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    expect(written).toEqual(lists.map((items) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items)));
  });

  it('leaves other languages to the browser’s list formatter', () => {
    expect(formatList(['a', 'b', 'c'], 'es-ES')).toBe('a, b y c');
  });
});

