import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rules every test file keeps, read from the source as text: a test that is focused, skipped or
 * left as a to-do silently runs less than the suite claims, and a file that never calls expect
 * checks nothing (the browser tests have no expect.hasAssertions to catch it).
 */
const root = resolve(__dirname, '../..');
const TEST_FILE = /\.(test|spec)\.tsx?$/;

function testFilesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFilesUnder(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The code of a file without its comments (a comment may name what the rules forbid). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** A test, suite or bench call narrowed with `.only`, `.skip` or `.todo` (also after `.concurrent`), and the x/f prefixes of other runners. */
const NOT_RUN_AS_WRITTEN = /\b(?:it|test|describe|suite|bench)(?:\.\w+)*\.(?:only|skip|todo)\b|\b[xf](?:it|describe|test)\(/;
/** `expect(`, `expect.poll(`, or a helper of the tests' own that asserts (`expectRouteRenders(`). */
const ASSERTS = /\bexpect\w*(?:\.\w+)*\(/;

/** What is wrong with a test file's source: empty when it keeps the rules. */
function testRuleViolations(source: string): string[] {
  const code = withoutComments(source);
  const violations: string[] = [];
  const notRun = NOT_RUN_AS_WRITTEN.exec(code);
  if (notRun) violations.push(`runs less than written: ${notRun[0]}`);
  if (!ASSERTS.test(code)) violations.push('never calls expect');
  return violations;
}

// Built from parts, so that this file's own source does not break the rules it tests.
const call = (...parts: string[]) => `${parts.join('.')}('a case', () => {});`;
const asserting = "expect(1 + 1).toBe(2);";

describe('test files', () => {
  const files = ['src', 'tests', 'build'].flatMap(testFilesUnder);

  it('are all read, the browser tests included', () => {
    expect(files).toContain(relative(root, __filename));
    expect(files.filter((file) => file.startsWith('tests/e2e/')).length).toBeGreaterThan(3);
    expect(files.filter((file) => file.startsWith('src/')).length).toBeGreaterThan(50);
  });

  it('are neither focused nor skipped, and each asserts something', () => {
    const broken = files.flatMap((file) => testRuleViolations(readFileSync(join(root, file), 'utf8')).map((violation) => `${file}: ${violation}`));
    expect(broken).toEqual([]);
  });
});

describe('the rules themselves', () => {
  it('refuse a focused, skipped or to-do test, whatever the runner', () => {
    for (const source of [call('it', 'only'), call('describe', 'skip'), call('test', 'concurrent', 'only'), call('it', 'todo'), call('test', 'describe', 'skip'), `x${call('it')}`]) {
      expect(testRuleViolations(`${source}\n${asserting}`), source).toEqual([expect.stringMatching(/^runs less than written/)]);
    }
  });

  it('refuse a file that never calls expect', () => {
    expect(testRuleViolations(call('it'))).toEqual(['never calls expect']);
    // A comment does not count as an assertion.
    expect(testRuleViolations(`${call('it')}\n// ${asserting}`)).toEqual(['never calls expect']);
  });

  it('accept a plain test that asserts, and words that only look alike', () => {
    expect(testRuleViolations(`${call('it')}\n${asserting}`)).toEqual([]);
    expect(testRuleViolations(`${call('it')}\nawait expect.poll(() => count).toBe(1);`)).toEqual([]);
    expect(testRuleViolations(`${call('it')}\nawait expectRouteRenders(page, url);`)).toEqual([]);
    expect(testRuleViolations(`${call('it')}\nexpect(t('afterLogin.skip')).toBe('Skip');\n// ${call('it', 'only')}`)).toEqual([]);
  });
});

describe('tests/setup.ts', () => {
  it('makes a test that asserts nothing fail (expect.hasAssertions before each test)', () => {
    expect(expect.getState().isExpectingAssertions).toBe(true);
  });
});
