import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Pieces that were once copied from screen to screen, each now written in one place: the
 * source is read as text, so a new copy fails here before it drifts from the original.
 */
const root = resolve(__dirname, '../..');

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path, extensions);
    return extensions.some((extension) => entry.name.endsWith(extension)) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const sources = filesUnder('src', ['.ts', '.tsx']).map((file) => ({ file, text: read(file) }));
const filesMatching = (pattern: RegExp) => sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('written once in src/', () => {
  it.each([
    ['the e-mail input', /type="email"/, 'src/features/auth/email-field.tsx'],
    ["the e-mail field's validation messages", /fields\.email\.(invalid|required|\$\{)/, 'src/features/auth/email-field.tsx'],
    ["a declined payment's way out: the plan's checkout again", /<PlanRetry[^>]*when="rejected"/, 'src/features/payments/retry-actions.tsx'],
    ["a declined payment's way out: help on WhatsApp", /'failure\.help'/, 'src/features/payments/retry-actions.tsx'],
    ['the history table with its CSV export', /<HistoryTable|<ExportCsvButton/, 'src/features/client-area/history-section.tsx'],
    ['the "opens in a new tab" sentence', /contact\.newTab/, 'src/components/ui/new-tab-link.tsx'],
    ['the check that a language is one the app shows', /isSupportedLanguage\([^)]*(resolvedLanguage|language\))/, 'src/i18n/current-language.ts'],
  ])('%s', (_what, pattern, home) => {
    expect(filesMatching(pattern)).toEqual([home]);
  });

  it('opens a new tab only through NewTabLink, apart from links that have never said so (listed)', () => {
    // The terms links sit inside the consent checkbox's label (the sentence would join its name twice); the result's
    // download link downloads where the browser allows it, and a new tab is only its fallback.
    const silent = ['src/features/auth/register-form.tsx', 'src/features/service-wizard/result-view.tsx'];
    expect(filesMatching(/target="_blank"/)).toEqual(['src/components/ui/new-tab-link.tsx', ...silent].sort());
  });

  it('reads the current language without a default of its own (useCurrentLanguage, currentLanguage)', () => {
    const ownDefault = /(resolvedLanguage|i18n\.language)\s*\?\?|\?\?\s*'pt-BR'|\? 'en-US' : 'pt-BR'/;
    expect(filesMatching(ownDefault)).toEqual([]);
  });
});

interface CssRule {
  file: string;
  /** The selector, with the at-rules around it (`@media (...) .a`). */
  where: string;
  declarations: string;
}

/** Every rule of a stylesheet whose body holds declarations, with its declarations normalised and sorted. */
function cssRules(file: string): CssRule[] {
  const css = read(file).replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  const open: { prelude: string; start: number }[] = [];
  for (const match of css.matchAll(/([^{}]*)([{}])/g)) {
    const end = (match.index ?? 0) + match[0].length;
    if (match[2] === '{') {
      open.push({ prelude: match[1]!.trim().replace(/\s+/g, ' '), start: end });
      continue;
    }
    const block = open.pop();
    if (!block) continue;
    const body = css.slice(block.start, end - 1);
    if (body.includes('{')) continue;
    const declarations = body
      .split(';')
      .map((declaration) => declaration.trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .sort();
    rules.push({ file, where: [...open.map((outer) => outer.prelude), block.prelude].join(' '), declarations: declarations.join('; ') });
  }
  return rules;
}

describe('stylesheets', () => {
  const stylesheets = filesUnder('src', ['.css']);
  const rules = stylesheets.flatMap(cssRules);

  it('are all read', () => {
    expect(stylesheets).toContain('src/styles/global.css');
    expect(stylesheets.filter((file) => file.startsWith('src/features/')).length).toBeGreaterThan(5);
  });

  it('declare .visually-hidden once, in global.css', () => {
    expect(rules.filter((rule) => /(^|[\s,])\.visually-hidden\b/.test(rule.where)).map((rule) => rule.file)).toEqual(['src/styles/global.css']);
  });

  it('never repeat a rule of four declarations or more from another stylesheet: a shared look is one class in global.css', () => {
    // Known and left as they are: the client area's button rows and the header's account actions (the header's styles are another area's).
    const known = [
      ['.client-result, .client-actions', '.client-prompt-actions', '.client-status', '.nav-actions, .nav-account'],
    ];
    const isKnown = (a: CssRule, b: CssRule) => known.some((group) => group.includes(a.where) && group.includes(b.where));
    const copies = rules.flatMap((a, index) =>
      rules
        .slice(index + 1)
        .filter((b) => b.file !== a.file && b.declarations === a.declarations && a.declarations.split('; ').length >= 4 && !isKnown(a, b))
        .map((b) => `${relative('src', a.file)} ${a.where} = ${relative('src', b.file)} ${b.where}`),
    );
    expect(copies).toEqual([]);
  });
});
