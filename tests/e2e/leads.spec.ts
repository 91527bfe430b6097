import type { Page } from '@playwright/test';
import { E2E_ENV } from './env';
import { expect, expectScreen, onPath, test, VIEWPORTS } from './utils/fixtures';
import { escapeRegExp } from './utils/escape-reg-exp';

/** The chat URL the browser must end on: the provider's number and the visitor's prefilled message. */
const chatUrl = (message: string) => new URL(`https://wa.me/${E2E_ENV.VITE_WHATSAPP_NUMBER}?text=${encodeURIComponent(message)}`).href;

/** The visitor's words, then the lead's context: landing, campaign and a reference (the same text in the lead and the chat). */
const REFERENCE = 'IA-[A-HJ-KM-NP-Z2-9]{6}';
const messagePattern = (message: string, context: string, label: string) => new RegExp(`^${escapeRegExp(message)}\\n\\n${escapeRegExp(context)}\\. ${label}: ${REFERENCE}\\.$`);

/** Lead bodies the page posted to its own origin (the demo backend answers them in the service worker). */
function recordLeads(page: Page): Array<Record<string, unknown>> {
  const leads: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads') leads.push(request.postDataJSON() as Record<string, unknown>);
  });
  return leads;
}

test.describe('lead journeys end in the WhatsApp chat', () => {
  // The chat opens in the tab: a stub page stands for wa.me, so its URL can be read and Back returns.
  test.use({ externalPages: true });
  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.phone });

    test('WhatsApp landing, on a phone, carrying the campaign of the first page', async ({ page, external }) => {
      const leads = recordLeads(page);
      await page.goto('/plans?utm_source=instagram&utm_medium=social&utm_campaign=lancamento');
      await expectScreen(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Início' }).click();
      await expect(page).toHaveURL(onPath('/'));
      const submit = page.getByRole('button', { name: 'Enviar e abrir o WhatsApp' });
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: 'Por favor, preencha todos os campos.' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Seu nome' }).fill('Camila Rocha');
      await page.getByRole('textbox', { name: 'WhatsApp com DDD' }).fill('(31) 9876');
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: 'Informe um número de WhatsApp válido (inclua DDD).' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'WhatsApp com DDD' })).toBeFocused();
      await page.getByRole('textbox', { name: 'WhatsApp com DDD' }).fill('(31) 98765-4321');
      await submit.click();

      await expect.poll(() => leads.length).toBe(1);
      const message = String(leads[0]!.message);
      expect(message).toMatch(
        messagePattern(
          'Olá! Meu nome é Camila Rocha e quero criar meu bot de vendas com IA para o WhatsApp. Pode me ajudar?',
          'Vim pela página do bot de vendas para WhatsApp, pela campanha “lancamento” (instagram)',
          'Código do atendimento',
        ),
      );
      await expect(page).toHaveURL(chatUrl(message));
      expect(external).toContain(chatUrl(message));
      expect(leads).toEqual([
        {
          name: 'Camila Rocha',
          whatsapp: '(31) 98765-4321',
          source: 'whatsapp_bot',
          action: 'create_bot',
          message,
          utm_source: 'instagram',
          utm_medium: 'social',
          utm_campaign: 'lancamento',
          utm_term: null,
          utm_content: null,
        },
      ]);
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('Discord landing, in English: the Discord user travels in whatsapp and in the message', async ({ page }) => {
      const leads = recordLeads(page);
      await page.goto('/discord-bot');
      await expectScreen(page);
      await page.getByRole('textbox', { name: 'Your name' }).fill('Rafael Monteiro');
      await page.getByRole('textbox', { name: 'Your Discord username' }).fill('kaze.rafa');
      // A double click still sends one lead.
      await page.getByRole('button', { name: 'Send and open WhatsApp' }).dblclick();

      await expect.poll(() => leads.length).toBe(1);
      const message = String(leads[0]!.message);
      expect(message).toMatch(
        messagePattern("Hi! My name is Rafael Monteiro (Discord: kaze.rafa) and I'd like to turn on AI protection for my Discord server.", 'I came from the Discord moderation bot page', 'Reference'),
      );
      await expect(page).toHaveURL(chatUrl(message));
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({ name: 'Rafael Monteiro', whatsapp: 'kaze.rafa', source: 'discord_bot', action: 'activate_protection', message, utm_source: null });
    });
  });

  test.describe('with the lead service failing', () => {
    // No service worker, so no demo backend: the lead request reaches the server, which answers 503.
    test.use({ serviceWorkers: 'block', allowedErrors: [/Erro ao capturar lead/] });

    test('agency landing: e-mail lead, and a failing lead service still opens the chat', async ({ page, context, errors }) => {
      await context.route('**/api/leads', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"indisponível"}' }));
      await page.goto('/agency?utm_source=newsletter&utm_content=rodape');
      await expectScreen(page);
      await page.getByRole('textbox', { name: 'Seu nome' }).fill('Juliana Prado');
      await page.getByRole('textbox', { name: 'Seu e-mail' }).fill('juliana@estudioprado.com.br');
      await page.getByRole('button', { name: 'Enviar e abrir o WhatsApp' }).click();

      // The lead service fails; the chat still carries the visitor's words and the context (source only: no campaign).
      await expect(page).toHaveURL((url) => url.hostname === 'wa.me');
      const message = new URL(page.url()).searchParams.get('text') ?? '';
      expect(message).toMatch(
        messagePattern(
          'Olá! Meu nome é Juliana Prado (juliana@estudioprado.com.br) e quero ativar o Plano Pro (assinatura mensal) da agência de IA.',
          'Vim pela página da agência de IA, por um link de newsletter',
          'Código do atendimento',
        ),
      );
      await expect(page).toHaveURL(chatUrl(message));
      await expect.poll(() => errors.join('\n')).toContain('Erro ao capturar lead');
    });
  });

  test.describe('back from WhatsApp', () => {
    for (const [locale, viewport, copy] of [
      [
        'pt-BR',
        VIEWPORTS.phone,
        {
          name: 'Seu nome',
          contact: 'Seu usuário no Discord',
          submit: 'Enviar e abrir o WhatsApp',
          thanks: 'Obrigado, Rafael! Recebemos seus dados.',
          chat: /Abrir a conversa no WhatsApp/,
          another: 'Enviar outros dados',
          repeated: 'Rafael, você já nos enviou estes dados.',
        },
      ],
      [
        'en-US',
        VIEWPORTS.desktop,
        {
          name: 'Your name',
          contact: 'Your Discord username',
          submit: 'Send and open WhatsApp',
          thanks: "Thank you, Rafael! We've got your details.",
          chat: /Open the chat on WhatsApp/,
          another: 'Send different details',
          repeated: "Rafael, you've already sent us these details.",
        },
      ],
    ] as const) {
      test.describe(`${locale}, ${viewport.width}px wide`, () => {
        test.use({ locale, viewport });

        // Each case in one language and width (what the page does does not depend on them;
        // tests/integration/lead-sent.test.tsx reads both languages' words).
        if (locale === 'en-US') test('the landing says the details arrived, with the chat to open again, through Back and a reload', async ({ page }) => {
          const leads = recordLeads(page);
          await page.goto('/discord-bot');
          await expectScreen(page);
          await page.getByRole('textbox', { name: copy.name }).fill('Rafael Monteiro');
          await page.getByRole('textbox', { name: copy.contact }).fill('kaze.rafa');
          await page.getByRole('button', { name: copy.submit, exact: true }).click();
          await expect(page).toHaveURL((url) => url.hostname === 'wa.me');
          const message = new URL(page.url()).searchParams.get('text');

          await page.goBack();
          await expect(page).toHaveURL(onPath('/discord-bot'));
          const thanks = page.getByText(copy.thanks);
          await expect(thanks).toBeVisible();
          // The same chat, with the same message (and reference) as the one the browser opened.
          const again = new URL((await page.getByRole('link', { name: copy.chat }).getAttribute('href')) ?? '');
          expect(`${again.origin}${again.pathname}`).toBe(`https://wa.me/${E2E_ENV.VITE_WHATSAPP_NUMBER}`);
          expect(again.searchParams.get('text')).toBe(message);
          await expect(page.getByRole('textbox', { name: copy.name })).toHaveCount(0);

          await page.reload();
          await expect(thanks).toBeVisible();
          expect(leads).toHaveLength(1);

          await page.getByRole('button', { name: copy.another }).click();
          await expect(page.getByRole('textbox', { name: copy.name })).toBeFocused();
          await expect(page.getByRole('textbox', { name: copy.name })).toHaveValue('Rafael Monteiro');
          await expect(thanks).toHaveCount(0);
        });

        if (locale === 'pt-BR') test('the same details sent again, even after a reload, are said to be already sent and reopen the same chat; changed ones are a new lead', async ({ page }) => {
          const leads = recordLeads(page);
          await page.goto('/discord-bot');
          await expectScreen(page);
          await page.getByRole('textbox', { name: copy.name }).fill('Rafael Monteiro');
          await page.getByRole('textbox', { name: copy.contact }).fill('kaze.rafa');
          await page.getByRole('button', { name: copy.submit, exact: true }).click();
          await expect(page).toHaveURL((url) => url.hostname === 'wa.me');
          const message = new URL(page.url()).searchParams.get('text') ?? '';
          await page.goBack();
          await page.getByRole('button', { name: copy.another }).click();
          // The reopened form is kept for the tab: a reload still knows what was sent.
          await page.reload();
          await expect(page.getByRole('textbox', { name: copy.name })).toHaveValue('Rafael Monteiro');
          await page.getByRole('button', { name: copy.submit, exact: true }).click();
          await expect(page.getByRole('status').filter({ hasText: copy.repeated })).toBeVisible();
          await expect(page).toHaveURL(chatUrl(message));
          expect(leads).toHaveLength(1);

          // Back again, the page still says it; other details are a new lead with a reference of its own.
          await page.goBack();
          await expect(page.getByText(copy.repeated)).toBeVisible();
          await page.getByRole('button', { name: copy.another }).click();
          await page.getByRole('textbox', { name: copy.contact }).fill('rafa.monteiro');
          await page.getByRole('button', { name: copy.submit, exact: true }).click();
          await expect(page).toHaveURL((url) => url.hostname === 'wa.me' && url.searchParams.get('text') !== message);
          expect(leads).toHaveLength(2);
          expect(leads[1]).toMatchObject({ name: 'Rafael Monteiro', whatsapp: 'rafa.monteiro' });
          const reference = (text: string) => /IA-[A-Z0-9]{6}/.exec(text)?.[0];
          expect(reference(String(leads[1]!.message))).not.toBe(reference(message));
        });
      });
    }
  });

  test.describe('with the connection lost after the page loaded', () => {
    // The code that sends a lead loads with the form's first focus: here its request fails.
    test.use({ viewport: VIEWPORTS.phone, locale: 'en-US', allowedErrors: [/lead-delivery/] });

    test('the form keeps what was typed and still offers the chat', async ({ page, context, external }) => {
      const leads = recordLeads(page);
      await context.route(/\/assets\/lead-delivery-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
      await page.goto('/');
      await expectScreen(page);
      await page.getByRole('textbox', { name: 'Your name' }).fill('Camila Rocha');
      await page.getByRole('textbox', { name: 'WhatsApp number' }).fill('(31) 98765-4321');
      await page.getByRole('button', { name: 'Send and open WhatsApp' }).click();

      const chat = page.getByRole('link', { name: 'Open the chat here. (opens in a new tab)', exact: true });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute('href', `https://wa.me/${E2E_ENV.VITE_WHATSAPP_NUMBER}`);
      await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Camila Rocha');
      await expect(page.getByRole('textbox', { name: 'WhatsApp number' })).toHaveValue('(31) 98765-4321');
      await expect(page.getByRole('button', { name: 'Send and open WhatsApp' })).toBeEnabled();
      expect(leads).toEqual([]);
      expect(external.filter((url) => url.includes('wa.me'))).toEqual([]);
    });
  });
});

test.describe('lead forms judge what is typed before anything is sent', () => {
  const COPY = {
    'pt-BR': {
      viewport: VIEWPORTS.phone,
      name: 'Seu nome',
      number: 'WhatsApp com DDD',
      discord: 'Seu usuário no Discord',
      submit: 'Enviar e abrir o WhatsApp',
      nameError: 'Informe seu nome, de 2 a 80 caracteres, com pelo menos duas letras.',
      discordError: 'Informe seu usuário do Discord: de 2 a 32 letras, números, pontos ou sublinhados, sem espaços.',
    },
    'en-US': {
      viewport: VIEWPORTS.desktop,
      name: 'Your name',
      number: 'WhatsApp number',
      discord: 'Your Discord username',
      submit: 'Send and open WhatsApp',
      nameError: 'Enter your name: 2 to 80 characters, with at least two letters.',
      discordError: 'Enter your Discord username: 2 to 32 letters, numbers, periods or underscores, no spaces.',
    },
  } as const;

  for (const [locale, copy] of Object.entries(COPY)) {
    test.describe(locale, () => {
      test.use({ locale, viewport: copy.viewport });

      test('a name of one letter, of digits only or of 406 characters, and a Discord user with spaces, are refused with a message; no lead, no chat', async ({ page, context, external }) => {
        const leads = recordLeads(page);
        // A 406-character name kept in the tab's saved form (which no maxLength limits) is judged like a typed one.
        await context.addInitScript((name) => {
          if (!sessionStorage.getItem('leadForms')) sessionStorage.setItem('leadForms', JSON.stringify({ whatsapp: { name, contact: '(31) 98765-4321' } }));
        }, 'Camila '.repeat(58));
        await page.goto('/');
        await expectScreen(page);
        const name = page.getByRole('textbox', { name: copy.name });
        await expect(name).toHaveValue('Camila '.repeat(58));
        await expect(name).toHaveAttribute('maxlength', '80');
        await expect(page.getByRole('textbox', { name: copy.number })).toHaveAttribute('maxlength', '25');
        const submit = page.getByRole('button', { name: copy.submit });
        const alert = page.getByRole('alert').filter({ hasText: copy.nameError });
        for (const refused of [null, 'A', '12345']) {
          if (refused) await name.fill(refused);
          await submit.click();
          await expect(alert).toBeVisible();
          await expect(name).toBeFocused();
          await expect(name).toHaveAttribute('aria-invalid', 'true');
        }
        await name.fill('Jo');
        await expect(alert).toHaveCount(0);

        await page.goto('/discord-bot');
        await expectScreen(page);
        await expect(page.getByRole('textbox', { name: copy.discord })).toHaveAttribute('maxlength', '38');
        await page.getByRole('textbox', { name: copy.name }).fill('Rafael Monteiro');
        await page.getByRole('textbox', { name: copy.discord }).fill('kaze rafa');
        await page.getByRole('button', { name: copy.submit }).click();
        await expect(page.getByRole('alert').filter({ hasText: copy.discordError })).toBeVisible();
        await expect(page.getByRole('textbox', { name: copy.discord })).toBeFocused();

        expect(leads).toEqual([]);
        expect(external.filter((url) => url.includes('wa.me'))).toEqual([]);
      });
    });
  }
});

test.describe('every call to action on the landings says what it does', () => {
  const COPY = {
    'pt-BR': {
      submit: 'Enviar e abrir o WhatsApp',
      inPage: { '/': [], '/discord-bot': ['Deixar meu contato com a equipe'], '/agency': ['Pedir agora'] },
      trial: { '/': 'Começar 15 dias grátis', '/discord-bot': 'Começar meus 15 dias grátis', '/agency': 'Ativar o Plano Pro: 15 dias grátis' },
    },
    'en-US': {
      submit: 'Send and open WhatsApp',
      inPage: { '/': [], '/discord-bot': ['Leave my details with the team'], '/agency': ['Order now'] },
      trial: { '/': 'Start your 15-day free trial', '/discord-bot': 'Start my 15-day free trial', '/agency': 'Activate the Pro plan: 15 days free' },
    },
  } as const;

  for (const [locale, copy] of Object.entries(COPY)) {
    test.describe(locale, () => {
      test.use({ locale, viewport: VIEWPORTS.phone });

      test('links to the chat name WhatsApp, the lead forms say they send and open it, in-page links lead to what they name, trial buttons start a trial', async ({ page }) => {
        for (const url of ['/', '/discord-bot', '/agency'] as const) {
          await test.step(url, async () => {
            await page.goto(url);
            await expectScreen(page);
            const main = page.locator('main');
            // Every way into the chat says it goes to WhatsApp.
            for (const link of await main.locator('a[href^="https://wa.me/"]').all()) await expect(link).toHaveAccessibleName(/WhatsApp/);
            await expect(main.locator('form.landing-lead-form button[type="submit"]')).toHaveAccessibleName(copy.submit);
            // A link within the page names the part it leads to (the lead form, the order form), not a chat or a purchase.
            const inPage = main.locator('a[href^="#"]');
            await expect(inPage).toHaveText([...copy.inPage[url]]);
            // The trial button states its terms and, for a visitor, asks to log in before the trial's checkout.
            const trial = main.getByRole('button', { name: copy.trial[url], exact: true }).first();
            await expect(trial).toHaveAccessibleDescription(/15/);
          });
        }
        await page.getByRole('button', { name: copy.trial['/agency'], exact: true }).click();
        await expect(page).toHaveURL(onPath('/login'));
        await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingPlan'))).toBe('pro');
      });
    });
  }
});
