import { expectAxeClean } from './utils/axe';
import { expect, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';

/**
 * A bot's checkout approved on the demo checkout, and its return opened in a new
 * tab of the same browser: the account and the demo backend's data are shared
 * (localStorage), sessionStorage is empty, so the tab does not remember which plan
 * it left to pay for. The page still points to that bot's setup and never speaks
 * of an order: the return URL's external_reference (and the payment's, from the
 * lookup) names the plan.
 */
const CASES = [
  {
    language: 'pt-BR',
    plan: 'whatsapp_bot',
    bot: 'whatsapp',
    trial: 'Testar 15 dias grátis',
    approve: 'Aprovar pagamento',
    nextStep: 'Próximo passo: configure seu bot de WhatsApp',
    setup: 'Configurar meu bot de WhatsApp',
    // A R$ 0 checkout started the trial: the tab says so, not "approved".
    title: 'Seu teste grátis de 15 dias começou | IAgência',
    order: /pedido/i,
  },
  {
    language: 'en-US',
    plan: 'discord_bot',
    bot: 'discord',
    trial: 'Try 15 days free',
    approve: 'Approve payment',
    nextStep: 'Next step: set up your Discord bot',
    setup: 'Set up my Discord bot',
    title: 'Your 15-day free trial has started | IAgência',
    order: /\border/i,
  },
] as const;

for (const copy of CASES) {
  test.describe(`a bot payment returned in a new tab, ${copy.language}, on a phone`, () => {
    test.use({ locale: copy.language, viewport: VIEWPORTS.phone, account: 'demo' });

    test(`${copy.plan}: the new tab points to the bot’s setup and never mentions an order`, async ({ page, context }) => {
      test.slow();
      await page.goto('/plans');
      await expectScreen(page);
      await page.locator(`#plan-${copy.plan}`).getByRole('button', { name: copy.trial }).click();
      await expect(page).toHaveURL(onPath('/demo/checkout'));
      await expectScreen(page);
      await page.getByRole('button', { name: copy.approve }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/payments/sucesso' && /^\d+$/.test(url.searchParams.get('payment_id') ?? ''));
      const returnUrl = page.url();

      const fresh = await context.newPage();
      await fresh.goto(returnUrl);
      await expectScreen(fresh);
      expect(await fresh.evaluate(() => sessionStorage.getItem('checkoutPlan'))).toBeNull();
      const next = fresh.getByRole('region', { name: copy.nextStep });
      await expect(next).toBeVisible();
      await expect(next.getByRole('link', { name: copy.setup })).toHaveAttribute('href', `/automation?bot=${copy.bot}`);
      await expect(fresh.locator('main')).not.toContainText(copy.order);
      await expect(fresh).toHaveTitle(copy.title);
      await expectAxeClean(fresh, 'payment success in a new tab');

      await next.getByRole('link', { name: copy.setup }).click();
      await expect(fresh).toHaveURL(onPath('/automation'));
      await expectScreen(fresh);
    });
  });
}
