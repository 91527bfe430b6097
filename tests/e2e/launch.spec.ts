import { readFile } from 'node:fs/promises';
import { E2E_ENV } from './env';
import { DEMO_ACCOUNTS, expect, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';
import { pdfText } from './utils/pdf-text';

/**
 * Ready to launch in Brazil (issue 12): the legal pages and the company behind the
 * site, the account basics (password hand-off, terms at registration, "Meus dados",
 * deletion request, receipts), in Chromium against the demo build with the company
 * values of tests/e2e/env.ts.
 */
const COMPANY = {
  legalName: E2E_ENV.VITE_COMPANY_LEGAL_NAME,
  cnpj: E2E_ENV.VITE_COMPANY_CNPJ,
  address: E2E_ENV.VITE_COMPANY_ADDRESS,
  email: E2E_ENV.VITE_COMPANY_EMAIL,
  dpoName: E2E_ENV.VITE_COMPANY_DPO_NAME,
  dpoEmail: E2E_ENV.VITE_COMPANY_DPO_EMAIL,
};

const LANGUAGES = {
  'pt-BR': { banner: 'Cookies e privacidade', reject: 'Recusar', privacy: 'Política de Privacidade', terms: 'Termos de Uso', legalNav: 'Informações legais' },
  'en-US': { banner: 'Cookies and privacy', reject: 'Decline', privacy: 'Privacy Policy', terms: 'Terms of Use', legalNav: 'Legal' },
} as const;

for (const [locale, words] of Object.entries(LANGUAGES)) {
  test.describe(`legal pages in ${locale}`, () => {
    test.use({ locale });

    test('are reachable from the consent banner and the footer and show the configured company', async ({ page }) => {
      await page.goto('/');
      await expectScreen(page);
      const banner = page.getByRole('region', { name: words.banner });
      await banner.getByRole('link', { name: words.privacy }).click();
      await expect(page).toHaveURL(onPath('/privacy'));
      await expect(page.getByRole('heading', { level: 1, name: words.privacy })).toBeVisible();
      const main = page.getByRole('main');
      for (const value of [COMPANY.legalName, COMPANY.cnpj, COMPANY.address, COMPANY.email, COMPANY.dpoName, COMPANY.dpoEmail]) {
        await expect(main).toContainText(value);
      }

      await page.getByRole('region', { name: words.banner }).getByRole('button', { name: words.reject }).click();
      const legalNav = page.getByRole('contentinfo').getByRole('navigation', { name: words.legalNav });
      await legalNav.getByRole('link', { name: words.terms }).click();
      await expect(page).toHaveURL(onPath('/terms'));
      await expect(page.getByRole('heading', { level: 1, name: words.terms })).toBeVisible();
      await expect(main).toContainText(COMPANY.legalName);
      await expect(main).toContainText(COMPANY.cnpj);

      await legalNav.getByRole('link', { name: words.privacy }).click();
      await expect(page).toHaveURL(onPath('/privacy'));
      await expect(page.getByRole('heading', { level: 1, name: words.privacy })).toBeVisible();
    });
  });
}

test.describe('account basics', () => {
  test('"Esqueci minha senha" hands the request to support by WhatsApp or e-mail, written with the account e-mail', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('ana@loja.com.br');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(onPath('/forgot-password'));
    await expect(page.getByLabel(/E-mail da conta/)).toHaveValue('ana@loja.com.br');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const next = page.getByRole('region', { name: 'Como pedir a nova senha' });
    await expect(next).toBeFocused();
    const message = 'Olá! Esqueci a senha da minha conta na IAgência (ana@loja.com.br). Podem me ajudar a recuperar o acesso?';
    const chat = new URL((await next.getByRole('link', { name: /Pedir pelo WhatsApp/ }).getAttribute('href')) ?? '');
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${E2E_ENV.VITE_WHATSAPP_NUMBER}`);
    expect(chat.searchParams.get('text')).toBe(message);
    const mail = new URL((await next.getByRole('link', { name: `Pedir por e-mail (${COMPANY.email})` }).getAttribute('href')) ?? '');
    expect(mail.pathname).toBe(COMPANY.email);
    expect(mail.searchParams.get('body')).toBe(message);
  });

  test('registration needs the terms and privacy policy accepted, and records the acceptance with the consent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    const email = `nova-${Date.now()}@loja.com.br`;
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Crie uma senha/).fill('senhaforte1');
    await page.getByLabel(/^Repita a senha/).fill('senhaforte1');
    const accept = page.getByRole('checkbox', { name: /Li e aceito os Termos de Uso e a Política de Privacidade/ });
    const form = page.locator('form').filter({ has: accept });
    await expect(form.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/terms');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Para criar a conta, aceite os Termos de Uso e a Política de Privacidade.')).toBeVisible();
    await expect(accept).toBeFocused();
    await accept.check();
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(onPath('/agency'));
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null')?.terms?.version ?? null))
      .toMatch(/^terms \d{4}-\d\d-\d\d; privacy \d{4}-\d\d-\d\d$/);
  });
});

test.describe('"Meus dados" and receipts, logged in', () => {
  test.use({ account: 'demo' });

  test('"Baixar meus dados" downloads a JSON file with the account e-mail and the whole history', async ({ page }) => {
    await page.goto('/client');
    const section = page.getByRole('region', { name: 'Meus dados' });
    await expect(section).toContainText(DEMO_ACCOUNTS.demo);
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Baixar meus dados (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^meus-dados-iagencia-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      profile: { email: string };
      history: { payment_id: string | null; service_name: string }[];
    };
    expect(data.profile.email).toBe(DEMO_ACCOUNTS.demo);
    // The demo account's seeded orders (src/mocks/fixtures/accounts.ts).
    expect(data.history.map((item) => item.payment_id)).toEqual(expect.arrayContaining(['5001', '5002']));
    expect(data.history.map((item) => item.service_name)).toEqual(expect.arrayContaining(['Descrição de Produto', 'Post com imagem + copy']));
    await expect(section.getByRole('status')).toContainText(download.suggestedFilename());
  });

  test('"Pedir exclusão da conta" explains the next steps and writes the request to the DPO and on WhatsApp', async ({ page }) => {
    await page.goto('/client');
    await page.getByRole('button', { name: 'Pedir exclusão da conta' }).click();
    const panel = page.getByRole('region', { name: 'Como funciona a exclusão da conta' });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('respondemos em até 15 dias');
    const message = `Olá! Quero excluir minha conta na IAgência e os dados ligados a ela (LGPD, art. 18, VI). E-mail da conta: ${DEMO_ACCOUNTS.demo} (ID 1).`;
    const mailHref = (await panel.getByRole('link', { name: `Pedir por e-mail (${COMPANY.dpoEmail})` }).getAttribute('href')) ?? '';
    const mail = new URL(mailHref);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe(COMPANY.dpoEmail);
    expect(mail.searchParams.get('subject')).toBe('Pedido de exclusão de conta (LGPD)');
    expect(mail.searchParams.get('body')).toBe(message);
    const chat = new URL((await panel.getByRole('link', { name: /Pedir pelo WhatsApp/ }).getAttribute('href')) ?? '');
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${E2E_ENV.VITE_WHATSAPP_NUMBER}`);
    expect(chat.searchParams.get('text')).toBe(message);
  });

  test('a paid order’s receipt prints alone and saves as a PDF with its payment id and amount', async ({ page }) => {
    await page.goto('/client');
    await page.getByRole('link', { name: /^Recibo do pagamento de Descrição de Produto/ }).click();
    await expect(page).toHaveURL(onPath('/client/receipt/5001'));
    const receipt = page.getByRole('article', { name: 'Recibo de pagamento' });
    await expect(receipt).toContainText('5001');
    await expect(receipt).toContainText(/R\$\s50,00/);
    await expect(receipt).toContainText(COMPANY.legalName);
    await expect(receipt).toContainText(COMPANY.cnpj);
    const print = page.getByRole('button', { name: 'Imprimir / salvar PDF' });
    await expect(print).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText('Pago — pagamento aprovado pelo Mercado Pago');
    for (const hidden of [page.locator('.site-header'), page.getByRole('contentinfo'), page.getByRole('navigation').first(), print, page.getByRole('link', { name: 'Voltar para a Área do Cliente' })]) {
      await expect(hidden).toBeHidden();
    }

    // page.pdf() prints with the print stylesheet, as the browser's "Save as PDF" does.
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.length).toBeGreaterThan(1000);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = pdfText(pdf).replace(/\s/g, '');
    expect(text).toContain('Recibodepagamento');
    expect(text).toContain('5001');
    expect(text).toContain('R$50,00');
    expect(text).toContain(COMPANY.cnpj);
    // Only the receipt is on paper: no header, navigation or footer.
    expect(text).not.toContain('Informaçõeslegais');
    expect(text).not.toContain('Imprimir/salvarPDF');
  });

  test.describe('on a phone, in English', () => {
    test.use({ locale: 'en-US', viewport: VIEWPORTS.phone });

    test('the receipt and "My data" read well at 390x844', async ({ page }, testInfo) => {
      await page.goto('/client/receipt/5002');
      const receipt = page.getByRole('article', { name: 'Payment receipt' });
      await expect(receipt).toContainText('5002');
      await expect(receipt).toContainText('R$50.00');
      await expect(page.getByRole('button', { name: 'Print / save as PDF' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('receipt-phone.png'), fullPage: true });
      await page.goto('/client');
      const section = page.getByRole('region', { name: 'My data' });
      await section.getByRole('button', { name: 'Ask to delete my account' }).click();
      await expect(section.getByRole('region', { name: 'How account deletion works' })).toBeVisible();
      await section.screenshot({ path: testInfo.outputPath('my-data-phone.png') });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
