import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DISCORD_BOT_NAME } from '@/config/brand';
import type { Language } from '@/config/languages';
import { apiClient } from '@/lib/http/api-client';
import { persistent } from '@/lib/storage/storage';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { api, issueToken } from '@/mocks/handlers/utils';
import { activatePlan } from '@/mocks/model';
import { renderApp } from '../utils/render-app';

const locales = import.meta.glob<Record<string, unknown>>('/src/i18n/locales/*/*.json', { eager: true, import: 'default' });

const discordTrial = {
  service_type: 'moderacao_ia',
  server_name: 'Comunidade Pixel',
  moderation_actions: ['delete', 'timeout'],
  payment_url: '',
};

/** Every name the page's text gives the Discord bot: "IAgência Guard" and any letters glued to it ("Guardião"). */
function botNamesOnPage(): string[] {
  const names = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const name of node.textContent?.match(/IAgência Guard\p{L}*/gu) ?? []) names.add(name);
  }
  return [...names];
}

describe('the Discord bot has one name everywhere', () => {
  it('is the name the landing uses', () => {
    expect(DISCORD_BOT_NAME).toBe('IAgência Guard');
  });

  it('is typed in no translation file: the screens read the one constant', () => {
    const typed = Object.entries(locales).filter(([, json]) => /IAgência Guard|Guardião/.test(JSON.stringify(json)));
    expect(typed.map(([path]) => path)).toEqual([]);
  });

  it('is the demo backend’s bot_name', async () => {
    persistent.token.set(issueToken(db.users[0]!));
    const { data } = await apiClient.post<{ bot_name: string }>('/ia/discord-invite', { moderation_actions: ['ban'] });
    expect(data.bot_name).toBe(DISCORD_BOT_NAME);
  });

  it.each(['pt-BR', 'en-US'] as const)('landing, plans, automation, trial confirmation and client area say the same name (%s)', async (language: Language) => {
    // Held from the start: the client area's bot card (and the check's cache, shared between screens) agree.
    activatePlan(1, 'discord_bot');
    const landing = await renderApp('/discord-bot', { language });
    const chat = await screen.findByRole('figure', { name: /^(Simulação|Simulation):/ });
    expect(within(chat).getAllByText(DISCORD_BOT_NAME)).toHaveLength(3);
    expect(botNamesOnPage()).toEqual([DISCORD_BOT_NAME]);
    landing.unmount();

    const plans = await renderApp('/plans', { language });
    const card = await screen.findByRole('article', { name: language === 'pt-BR' ? 'Bot de moderação para Discord · mensal' : 'Discord moderation bot · monthly' });
    expect(card).toHaveTextContent(DISCORD_BOT_NAME);
    expect(botNamesOnPage()).toEqual([DISCORD_BOT_NAME]);
    plans.unmount();

    const automation = await renderApp('/automation', { language });
    const radio = await screen.findByRole('radio', { name: language === 'pt-BR' ? 'Bot de moderação para Discord' : 'Discord moderation bot' });
    expect(radio).toHaveAccessibleDescription(new RegExp(DISCORD_BOT_NAME));
    expect(botNamesOnPage()).toEqual([DISCORD_BOT_NAME]);
    automation.unmount();

    localStorage.setItem('trialData', JSON.stringify(discordTrial));
    const success = await renderApp('/automation-success', { language, userId: 1 });
    await screen.findByRole('link', { name: language === 'pt-BR' ? /Adicionar bot ao Discord/ : /Add the bot to Discord/ });
    const invite = screen.getByRole('region', { name: language === 'pt-BR' ? 'Adicione o bot ao seu servidor' : 'Add the bot to your server' });
    expect(within(invite).getAllByText(new RegExp(DISCORD_BOT_NAME)).length).toBeGreaterThanOrEqual(2);
    expect(botNamesOnPage()).toEqual([DISCORD_BOT_NAME]);
    success.unmount();

    await renderApp('/client-area', { language, userId: 1 });
    const bots = await screen.findByRole('region', { name: language === 'pt-BR' ? 'Seus bots' : 'Your bots' });
    expect(within(bots).getByText(DISCORD_BOT_NAME)).toBeInTheDocument();
    expect(botNamesOnPage()).toEqual([DISCORD_BOT_NAME]);
  });

  it('the locally built invite names the same bot when the API cannot be reached', async () => {
    server.use(http.post(api('/ia/discord-invite'), () => new HttpResponse(null, { status: 500 })));
    localStorage.setItem('trialData', JSON.stringify(discordTrial));
    await renderApp('/automation-success', { userId: 1 });
    expect(await screen.findByText('Erro ao conectar com bot Discord. Usando link padrão.')).toBeInTheDocument();
    expect(botNamesOnPage()).toEqual([DISCORD_BOT_NAME]);
    expect(screen.getAllByText(DISCORD_BOT_NAME).length).toBeGreaterThanOrEqual(1);
  });
});
