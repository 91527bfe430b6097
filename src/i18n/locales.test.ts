import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

/** Every leaf path, list items included (FAQ entries, steps, testimonials must match one to one). */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`, ...value.flatMap((item, index) => keys(item, `${prefix}[${index}]`))];
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function resource(language: string, namespace: string) {
  const found = files[`./locales/${language}/${namespace}.json`];
  if (!found) throw new Error(`missing locales/${language}/${namespace}.json`);
  return found;
}

describe('translations', () => {
  it.each(NAMESPACES)('%s has the same keys and list items in pt-BR and en-US', (namespace) => {
    expect(keys(resource('en-US', namespace)).sort()).toEqual(keys(resource('pt-BR', namespace)).sort());
  });

  it('has no file outside the declared namespaces', () => {
    const declared = new Set(NAMESPACES.flatMap((ns) => [`./locales/pt-BR/${ns}.json`, `./locales/en-US/${ns}.json`]));
    expect(Object.keys(files).filter((file) => !declared.has(file))).toEqual([]);
  });

  it.each(NAMESPACES)('%s has no empty strings', (namespace) => {
    for (const language of ['pt-BR', 'en-US']) {
      const empty = Object.entries(flatten(resource(language, namespace))).filter(([, text]) => text === '');
      expect(empty, `${language}/${namespace}`).toEqual([]);
    }
  });
});

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (Array.isArray(value)) return Object.assign({}, ...value.map((item, index) => flatten(item, `${prefix}[${index}]`)));
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)));
}
