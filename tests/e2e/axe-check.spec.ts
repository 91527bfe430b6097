import { expect, test } from './utils/fixtures';
import { expectAxeClean } from './utils/axe';

/**
 * The accessibility check itself: it must fail on what it is there to catch, or every
 * "passes axe" in the suite would prove nothing. No app needed: a page written here.
 */
test.describe('the axe check', () => {
  const page = (body: string) => `<!doctype html><html lang="en"><head><title>check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

  test('passes a page without violations, and fails one with a WCAG 2.1 AA violation, naming it', async ({ page: tab }) => {
    await tab.setContent(page('<p>Readable text.</p>'));
    await expectAxeClean(tab, 'a clean page');

    await tab.setContent(page('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"><p style="color:#bbb;background:#fff">Faint text.</p>'));
    const failure = await expectAxeClean(tab, 'a faulty page').then(
      () => 'passed',
      (error: Error) => error.message,
    );
    expect(failure).toContain('image-alt');
    expect(failure).toContain('color-contrast');
    expect(failure).toContain('a faulty page');
  });
});
