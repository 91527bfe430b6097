import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@/config/languages';
import { NAMESPACES } from './namespaces';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
/** The form every plural family has in both languages (Mercado Pago's `cc_rejected_bad_filled_other` is a status, not a plural). */
const ONE_SUFFIX = /_one$/;

/** Every key that has plural forms, as i18next is asked for it (without the suffix), in one namespace. */
function pluralKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') return ONE_SUFFIX.test(key) ? [path.replace(ONE_SUFFIX, '')] : [];
    return pluralKeys(child, path);
  });
}

const i18n = createInstance();
beforeAll(async () => {
  const resources = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, Object.fromEntries(NAMESPACES.map((ns) => [ns, files[`./locales/${language}/${ns}.json`] ?? {}]))]),
  );
  await i18n.init({ resources, ns: [...NAMESPACES], interpolation: { escapeValue: false } });
});

/**
 * CLDR puts 0 with 1 in Portuguese ("one": 0 and 1), so i18next's plural rules alone would
 * write "0 pedido". Every count reads 0 as a plural in both languages: each plural key has a
 * `_zero` form (i18next looks it up for a count of 0 whatever the language's rules).
 */
describe.each(SUPPORTED_LANGUAGES)('counts in %s', (language) => {
  const families = NAMESPACES.flatMap((ns) => pluralKeys(files[`./locales/${language}/${ns}.json`]).map((key) => [ns, key] as const));

  it('has plural keys to check', () => {
    expect(families.length).toBeGreaterThan(3);
  });

  it.each(families)('%s:%s reads 0 as a plural, never as the singular', (ns, key) => {
    // Keys found at run time: outside the compile-time key types.
    const t = i18n.getFixedT(language, ns) as unknown as (key: string, options: { count: number }) => string;
    const text = (count: number) => t(key, { count });
    expect(text(0)).not.toBe(text(1).replace(/\b1\b/, '0'));
    expect(text(0)).not.toMatch(/\{\{count\}\}/);
  });
});
