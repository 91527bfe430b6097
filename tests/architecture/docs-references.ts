/**
 * What the docs test (./docs-paths.test.ts) reads in a markdown file: the
 * repository paths it names in `code` spans and fenced code blocks, and the
 * targets of its links. Pure functions over the text, so the rules can be
 * tested on examples that are not in the repository.
 */
import { posix } from 'node:path';

/** Where a name starts for it to be read as a path from the repository root. */
const ROOT_FOLDERS = ['src/', 'tests/', 'build/', 'deploy/', 'docs/', 'public/', '.ci/'];
/** Files at the top of the repository the docs name. */
const TOP_LEVEL_FILES = new Set([
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'playwright.config.ts',
  'tsconfig.json',
  'index.html',
  '.env.example',
  '.env.demo',
  'eslint.config.js',
  'knip.json',
  'README.md',
]);
/** A config file at the top that does not exist is a mistake too (a `vitest.config` where vite.config.ts holds the settings). */
const TOP_LEVEL_CONFIG = /^[\w-]+\.config\.(ts|js|mjs|cjs)$/;
/** Folders of src/ that must be written from the root (`src/lib/storage/storage.ts`, not `lib/storage/storage.ts`). */
const SRC_FOLDERS = /^(app|features|components|lib|config|i18n|mocks|startup|styles)\/\S*\.\w+$/;

/** A name with a placeholder or a glob (`src/features/<area>/`, `tests/e2e/*.spec.ts`, `...`) stands for many paths. */
const isPattern = (token: string) => /[<>*]|\.\.\.|\$\{/.test(token);

/** `a/{b,c}.ts` as `a/b.ts` and `a/c.ts` (one brace group at a time). */
function expandBraces(token: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(token);
  if (!match) return [token];
  return match[1]!.split(',').flatMap((part) => expandBraces(token.replace(match[0], part)));
}

/** Trailing punctuation of prose or code around a path. */
const trim = (word: string) => word.replace(/^[("'`[]+/, '').replace(/[)"'`,;:.\]]+$/, '').replace(/#.*$/, '');

/** Repository paths among the words of a code span or block (`src-relative:` marks one written from src/). */
function pathsIn(text: string, inline: boolean): string[] {
  const found: string[] = [];
  for (const raw of text.split(/\s+/)) {
    const word = trim(raw);
    if (!word || isPattern(word)) continue;
    if (ROOT_FOLDERS.some((folder) => word.startsWith(folder)) || TOP_LEVEL_FILES.has(word) || TOP_LEVEL_CONFIG.test(word)) {
      found.push(...expandBraces(word).filter((path) => !/[{}]/.test(path)));
    } else if (inline && SRC_FOLDERS.test(word)) {
      found.push(`src-relative:${word}`);
    }
  }
  return found;
}

/** The slugs GitHub gives a markdown file's headings (`## Data layer` → `data-layer`). */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  for (const [, title] of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = title!
      .toLowerCase()
      .replace(/`/g, '')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    let unique = slug;
    for (let n = 1; slugs.has(unique); n += 1) unique = `${slug}-${n}`;
    slugs.add(unique);
  }
  return slugs;
}

const FENCE = /^```[^\n]*\n([\s\S]*?)^```/gm;
const withoutFences = (markdown: string) => markdown.replace(FENCE, '');

/**
 * Every reference of the markdown file `docFile` (relative to the root) that
 * does not exist, as readable strings; `exists(path, anchor?)` answers for one
 * repository path (and a heading of it).
 */
export function brokenReferences(markdown: string, docFile: string, exists: (path: string, anchor?: string) => boolean): string[] {
  const docDir = posix.dirname(docFile);
  const broken: string[] = [];
  const check = (path: string, anchor?: string) => {
    const normalised = posix.normalize(path).replace(/\/$/, '') || '.';
    if (!exists(normalised, anchor)) broken.push(anchor ? `${normalised}#${anchor}` : normalised);
  };

  for (const [, block] of markdown.matchAll(FENCE)) pathsIn(block!, false).forEach((path) => check(path));
  const prose = withoutFences(markdown);
  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) {
    for (const path of pathsIn(span!, true)) {
      if (path.startsWith('src-relative:')) broken.push(`${path.slice('src-relative:'.length)} (write it from the repository root: src/...)`);
      else check(path);
    }
  }
  // Links: [text](target), without the code spans (a `[x](y)` in code is not a link).
  for (const [, target] of prose.replace(/`[^`\n]+`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target!)) continue; // https:, mailto:
    const [file, anchor] = target!.split('#') as [string, string | undefined];
    if (!file) {
      if (anchor && !headingSlugs(markdown).has(anchor)) broken.push(`#${anchor} (no such heading here)`);
      continue;
    }
    check(posix.join(docDir, file), anchor || undefined);
  }
  return broken;
}

/** "issue 12", "issues 3 and 4", "(issue #18)": the docs say what the code does, not who asked. */
export function issueNumbers(markdown: string): string[] {
  return [...markdown.matchAll(/\bissues?\s+#?\d+/gi)].map((match) => match[0]);
}
