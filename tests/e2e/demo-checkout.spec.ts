import type { Page } from '@playwright/test';
import { expectAxeClean } from './utils/axe';
import { expect, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';

/** The demo checkout opened again once paid: one purchase, one payment. */
const COPY = {
  'pt-BR': {
    server: /^Nome do servidor no Discord/,
    faq: /^FAQ do servidor/,
    submit: 'Começar meus 15 dias grátis',
    approve: 'Aprovar pagamento',
    title: 'Assinatura já autorizada',
    paid: /^Esta assinatura já foi autorizada \(código \d+\)\. Nada é cobrado de novo\.$/,
    continue: 'Continuar para a confirmação',
  },
  'en-US': {
    approve: 'Approve payment',
    title: 'Subscription already authorized',
    paid: /^This subscription has already been authorized \(ID \d+\)\. Nothing is charged again\.$/,
    continue: 'Continue to the confirmation',
  },
} as const;

/** The payments the demo backend recorded for a checkout (its state, saved after each answer). */
const paymentsOf = (page: Page, preferenceId: string) =>
  page.evaluate((id) => {
    const state = JSON.parse(localStorage.getItem('demoBackend') ?? '{}') as { payments?: { preference_id: string; status: string }[] };
    return (state.payments ?? []).filter((payment) => payment.preference_id === id).map((payment) => payment.status);
  }, preferenceId);

// The journey runs once, in Portuguese on a phone; the paid checkout is then opened in English.
test.describe('the demo checkout after its approval (phone)', () => {
  test.use({ account: 'demo', viewport: VIEWPORTS.phone });

  test('Back from the trial confirmation shows the checkout as paid, with the way on, and nothing approves it again: one payment recorded', async ({ page }) => {
    test.slow();
    const copy = COPY['pt-BR'];
    await page.goto('/automation?bot=discord');
    await expectScreen(page);
    await page.getByRole('textbox', { name: copy.server }).fill('Guilda dos Dados');
    await page.getByRole('textbox', { name: copy.faq }).fill('Sem spam, sem golpes.');
    await page.getByRole('button', { name: copy.submit }).click();
    await expect(page).toHaveURL(onPath('/demo/checkout'));
    const preferenceId = new URL(page.url()).searchParams.get('preference_id')!;
    await page.getByRole('button', { name: copy.approve }).click();
    await expect(page).toHaveURL(onPath('/automation-success'));
    await expectScreen(page);

    await page.goBack();
    await expect(page).toHaveURL(onPath('/demo/checkout', { preference_id: preferenceId }));
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: copy.paid })).toBeVisible();
    await expect(page.getByRole('button', { name: copy.approve })).toHaveCount(0);
    await expectAxeClean(page, 'paid demo checkout');

    // Asked directly, the demo backend refuses too.
    const second = await page.evaluate(async (id) => (await fetch(`/demo/checkout/${id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ outcome: 'approved' }) })).status, preferenceId);
    expect(second).toBe(409);
    await expect.poll(() => paymentsOf(page, preferenceId)).toEqual(['approved']);

    const english = COPY['en-US'];
    await page.goto(`/demo/checkout?preference_id=${preferenceId}&lng=en-US`);
    await expectScreen(page);
    await expect(page.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: english.paid })).toBeVisible();
    await expect(page.getByRole('button', { name: english.approve })).toHaveCount(0);
    await page.getByRole('link', { name: english.continue }).click();
    await expect(page).toHaveURL(onPath('/automation-success', { collection_status: 'approved' }));
    expect(await paymentsOf(page, preferenceId)).toEqual(['approved']);
  });
});
