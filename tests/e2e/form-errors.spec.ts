import { expect, expectScreen, test } from './utils/fixtures';

const COPY = {
  'pt-BR': { email: /^E-mail/, password: /^Senha/, submit: 'Entrar', wrong: 'E-mail ou senha incorretos. Confira e tente novamente.', invalid: 'Informe um e-mail válido, como nome@empresa.com.br.' },
  'en-US': { email: /^Email/, password: /^Password/, submit: 'Log in', wrong: 'Wrong email or password. Check them and try again.', invalid: 'Enter a valid email, like name@company.com.' },
} as const;

for (const [locale, copy] of Object.entries(COPY)) {
  test.describe(`/login in ${locale}`, () => {
    test.use({ locale });

    test('the server’s "wrong password" goes when the visitor edits a field, and never sits beside a new field error', async ({ page }) => {
      await page.goto('/login');
      await expectScreen(page);
      const email = page.getByLabel(copy.email);
      await email.fill('demo@iagencia.com.br');
      await page.getByLabel(copy.password).fill('errada123');
      await page.getByRole('button', { name: copy.submit, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: copy.wrong })).toBeVisible();

      await email.pressSequentially('x');
      await expect(page.getByText(copy.wrong)).toHaveCount(0);
      await email.fill('demo@');
      await page.getByRole('button', { name: copy.submit, exact: true }).click();
      await expect(page.getByText(copy.invalid)).toBeVisible();
      await expect(email).toBeFocused();
      await expect(page.getByText(copy.wrong)).toHaveCount(0);

      await email.fill('demo@iagencia.com.br');
      await expect(page.getByText(copy.invalid)).toHaveCount(0);
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    });
  });
}
