import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { journey } from '@/domain/journey';
import { server } from '@/mocks/node';
import { renderApp } from '../utils/render-app';

const choiceGroup = () => screen.findByRole('group', { name: 'Qual bot você quer ativar?' });
const checked = (group: HTMLElement) => within(group).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);
const savedForm = () => JSON.parse(sessionStorage.getItem('automationForm') ?? 'null') as { bot: string | null } | null;

let sent: string[];
beforeEach(() => {
  sent = [];
  server.events.on('request:start', ({ request }) => sent.push(new URL(request.url).pathname));
  return () => server.events.removeAllListeners();
});

describe('/automation opened directly asks which bot', () => {
  it('shows both bots, none checked, and no bot’s fields until one is chosen', async () => {
    const { user } = await renderApp('/automation');
    const group = await choiceGroup();
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['whatsapp', 'discord']);
    expect(checked(group)).toEqual([]);
    expect(screen.queryByLabelText(/^O que a sua empresa faz/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nome do servidor no Discord/)).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Resumo da assinatura' })).toHaveTextContent('Escolha um bot para ver o que está incluído e quanto custa.');

    await user.click(within(group).getByRole('radio', { name: 'Bot de moderação para Discord' }));
    expect(screen.getByLabelText(/^Nome do servidor no Discord/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^O que a sua empresa faz/)).not.toBeInTheDocument();
  });

  it('sending with no bot says so and puts the focus on the choice, with no request', async () => {
    const { user } = await renderApp('/automation', { userId: 1 });
    await choiceGroup();
    await user.click(await screen.findByRole('button', { name: 'Começar meus 15 dias grátis' }));
    // Said once, under the choice: no alert repeats it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const whatsapp = screen.getByRole('radio', { name: 'Bot de vendas para WhatsApp' });
    expect(whatsapp).toHaveFocus();
    expect(await choiceGroup()).toHaveAccessibleDescription('Escolha um dos dois bots.');
    expect(sent.filter((path) => path.startsWith('/ia/'))).toEqual([]);
  });

  it('is a keyboard radio group: arrows choose a bot', async () => {
    const { user } = await renderApp('/automation');
    const group = await choiceGroup();
    within(group).getByRole('radio', { name: 'Bot de vendas para WhatsApp' }).focus();
    await user.keyboard('[Space]');
    expect(within(group).getByRole('radio', { name: 'Bot de vendas para WhatsApp' })).toBeChecked();
    await user.keyboard('[ArrowDown]');
    expect(within(group).getByRole('radio', { name: 'Bot de moderação para Discord' })).toBeChecked();
    expect(screen.getByLabelText(/^Nome do servidor no Discord/)).toBeInTheDocument();
  });

  it('keeps “no choice yet” across a reload, then the choice', async () => {
    const first = await renderApp('/automation');
    await choiceGroup();
    await waitFor(() => expect(savedForm()).toMatchObject({ bot: null }));
    first.unmount();

    const second = await renderApp('/automation');
    expect(checked(await choiceGroup())).toEqual([]);
    await second.user.click(screen.getByRole('radio', { name: 'Bot de moderação para Discord' }));
    expect(savedForm()).toMatchObject({ bot: 'discord' });
    second.unmount();

    await renderApp('/automation');
    expect(await screen.findByRole('radio', { name: 'Bot de moderação para Discord' })).toBeChecked();
  });

  it('keeps “no choice yet” and what was typed for a visitor who logged in meanwhile', async () => {
    sessionStorage.setItem('automationForm', JSON.stringify({ bot: null, sales: { business_description: 'Doceria artesanal' } }));
    const { user } = await renderApp('/automation', { userId: 1 });
    expect(checked(await choiceGroup())).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Bot de vendas para WhatsApp' }));
    expect(screen.getByLabelText(/^O que a sua empresa faz/)).toHaveValue('Doceria artesanal');
  });

  it('?bot= still preselects', async () => {
    await renderApp('/automation?bot=whatsapp');
    expect(await screen.findByRole('radio', { name: 'Bot de vendas para WhatsApp' })).toBeChecked();
  });

  it('the /signup choice still preselects, over a kept “no choice yet”', async () => {
    sessionStorage.setItem('automationForm', JSON.stringify({ bot: null }));
    journey.signupChoice.set({ kind: 'bot', bot: 'discord' });
    await renderApp('/automation');
    expect(await screen.findByRole('radio', { name: 'Bot de moderação para Discord' })).toBeChecked();
  });

  it('asks in English too', async () => {
    await renderApp('/automation', { language: 'en-US' });
    const group = await screen.findByRole('group', { name: 'Which bot do you want to launch?' });
    expect(checked(group)).toEqual([]);
  });
});
