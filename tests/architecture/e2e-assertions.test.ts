import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Playwright has no `expect.hasAssertions()` (tests/setup.ts enforces it for Vitest): a browser test
 * that asserts nothing passes whatever the page does. Each `test(...)` in tests/e2e must call
 * `expect` or a helper named `expect…` (expectScreen, expectAxeClean, expectRouteRenders...),
 * which asserts by convention.
 */
const e2e = resolve(__dirname, '../e2e');
const SPECS = readdirSync(e2e, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.spec.ts'));

/** `expect(...)`, `expect.poll(...)`, `expect(...).not.toBe(...)`, `expectScreen(...)`: a call whose root name starts with `expect`. */
function rootName(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) return rootName(node.expression);
  return undefined;
}

function asserts(body: ts.Node): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(node) && rootName(node.expression)?.startsWith('expect')) found = true;
    else ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

/** The `test(name, [details,] fn)` calls of a spec whose function asserts nothing, by line. */
function testsWithoutAssertion(file: string, text = readFileSync(join(e2e, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'test') {
      const fn = node.arguments.at(-1);
      if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !asserts(fn.body)) {
        found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('browser tests (tests/e2e)', () => {
  it('finds the spec files', () => {
    expect(SPECS.length).toBeGreaterThan(20);
  });

  it('asserts something in every test', () => {
    expect(SPECS.flatMap((file) => testsWithoutAssertion(file))).toEqual([]);
  });

  it('tells a test that asserts from one that does not', () => {
    const spec = [
      "test('opens', async ({ page }) => { await page.goto('/'); });",
      "test('checks', { tag: '@x' }, async ({ page }) => { await expect(page).toHaveURL('/'); });",
      "test('walks', async ({ page }) => { await test.step('a', async () => { await expectScreen(page); }); });",
      "test('polls', async () => { await expect.poll(() => 1).toBe(1); });",
    ].join('\n');
    expect(testsWithoutAssertion('probe.spec.ts', spec)).toEqual(['probe.spec.ts:1']);
  });
});
