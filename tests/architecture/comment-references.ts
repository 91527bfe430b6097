/**
 * What the comment test (./comment-paths.test.ts) reads in a source file: its
 * comments, and the repository paths, files and docs/ sections they name. Pure
 * functions over the text (the TypeScript parser finds the comments, so a `//`
 * in a string or a regular expression is not one), tested on examples that are
 * not in the repository.
 */
import { posix } from 'node:path';
import ts from 'typescript';

interface Comment {
  /** 1-based line where the comment starts. */
  line: number;
  text: string;
}

const SCRIPT_KINDS: Record<string, ts.ScriptKind> = {
  ts: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
  mjs: ts.ScriptKind.JS,
  js: ts.ScriptKind.JS,
};

/** The comments of a TypeScript or JavaScript file, or the `#` lines of a shell script or nginx config. */
export function commentsOf(file: string, text: string): Comment[] {
  const extension = posix.extname(file).slice(1);
  const kind = SCRIPT_KINDS[extension];
  if (kind === undefined) {
    return text.split('\n').flatMap((line, index) => {
      const match = /^\s*#(.*)$/.exec(line);
      return match && !line.startsWith('#!') ? [{ line: index + 1, text: match[1]! }] : [];
    });
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const comments: Comment[] = [];
  // Every comment is trivia around some token: TypeScript calls it trailing when it follows a token on the
  // same line (`x(); // why`, `{/* a JSX comment */}`), leading when a line break comes before it.
  const visit = (node: ts.Node) => {
    // JSDoc nodes lie inside a comment (found whole from the next token), and JSX text is text.
    if ((node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) || ts.isJsxText(node)) return;
    const children = node.getChildren(source);
    if (children.length > 0) {
      children.forEach(visit);
      return;
    }
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])]) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({ line: source.getLineAndCharacterOfPosition(range.pos).line + 1, text: text.slice(range.pos, range.end) });
    }
  };
  visit(source);
  return comments.sort((a, b) => a.line - b.line);
}

/** The rest of a path: anything but spaces, quotes, brackets and prose commas (a comma inside braces belongs to it). */
const REST = String.raw`(?:\{[^\s{}]*\}|[^\s'"\u0060()[\],;{}])*`;
/** Folders at the top of the repository: a name starting with one of them is a path from the root. */
const ROOT_PATH = new RegExp(String.raw`(?<![\w./@$-])((?:src|build|tests|deploy|docs|public|\.ci)/${REST})`, 'g');
/** A path relative to the file that holds the comment (`./docs-references.ts`, `../e2e`). */
const RELATIVE_PATH = new RegExp(String.raw`(?<![\w./@$-])(\.\.?/${REST})`, 'g');
/** A path from src/ (`domain/billing/payment-status.ts`), as comments inside src/ often write it. */
const SRC_PATH = new RegExp(String.raw`(?<![\w./@$-])((?:app|features|components|lib|config|i18n|mocks|startup|styles)/${REST}\.[a-z]+)`, 'g');
/**
 * A file named alone (`storage.ts`, `global.css`). Only the repository's own kinds of source: a
 * `.js`, `.mjs`, `.html` or `.json` named alone is as often a third party's file or a build's output.
 */
const BARE_NAME = /(?<![\w./@<>{}$*-])([\w-]+(?:\.[\w-]+)*\.(?:tsx|ts|css|md))(?![\w/.-]*\w)/g;

/** A name with a placeholder or a glob (`src/app/routes/<screen>.tsx`, `tests/e2e/*.spec.ts`, `src/lib/...`) stands for many paths. */
const isPattern = (path: string) => /[<>*]|\.\.\.|\$\{|\{[^,}]*\}/.test(path);

/** `a/{b,c}.ts` as `a/b.ts` and `a/c.ts`. */
function expandBraces(path: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(path);
  if (!match) return [path];
  return match[1]!.split(',').flatMap((part) => expandBraces(path.replace(match[0], part)));
}

/** Prose punctuation after a path ("see src/domain/session/auth.tsx.", "(docs/testing.md#fixtures):"). */
const trimProse = (word: string) => word.replace(/[.:!?'"`]+$/, '');

/** What the test asks about the repository. */
export interface Repository {
  /** Whether a path from the root exists (a file, a folder, or a module written without its extension), and that heading of a markdown file. */
  exists(path: string, anchor?: string): boolean;
  /** Whether some file of the repository has this name. */
  hasFileNamed(name: string): boolean;
}

/** Words that lead a reader outside the repository: a specification it does not hold. */
const OUTSIDE = /\bSPEC\b/;

/**
 * Everything a comment of `file` (a path from the root) names that does not exist, or that lies
 * outside the repository, as readable strings.
 */
export function brokenReferences(comment: string, file: string, repository: Repository): string[] {
  const broken: string[] = [];
  const dir = posix.dirname(file);
  const check = (raw: string, resolve: (path: string) => string) => {
    const word = trimProse(raw);
    if (!word || isPattern(raw)) return;
    for (const written of expandBraces(word)) {
      const [pathPart, anchor] = written.split('#') as [string, string | undefined];
      const path = posix.normalize(resolve(pathPart)).replace(/\/$/, '');
      if (path === '..' || path.startsWith('../')) broken.push(`${written} (outside the repository)`);
      else if (!repository.exists(path, anchor || undefined)) broken.push(anchor ? `${path}#${anchor}` : path);
    }
  };

  for (const [, path] of comment.matchAll(ROOT_PATH)) check(path!, (p) => p);
  for (const [, path] of comment.matchAll(RELATIVE_PATH)) check(path!, (p) => posix.join(dir, p));
  for (const [, path] of comment.matchAll(SRC_PATH)) {
    const word = trimProse(path!);
    if (isPattern(path!)) continue;
    // From src/, or from the comment's own folder (`routes/landing.tsx` in src/app/).
    const candidates = [`src/${word}`, posix.join(dir, word)];
    if (!candidates.some((candidate) => repository.exists(candidate))) broken.push(`${word} (neither src/${word} nor ${posix.join(dir, word)})`);
  }
  for (const [, name] of comment.matchAll(BARE_NAME)) {
    if (!repository.hasFileNamed(name!)) broken.push(`${name} (no file of that name)`);
  }
  if (OUTSIDE.test(comment)) broken.push('SPEC (a specification outside the repository: point at docs/product/ instead)');
  return broken;
}
