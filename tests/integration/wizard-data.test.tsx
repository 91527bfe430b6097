import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { browserLocation } from '@/lib/links/safe-redirect';
import { renderApp } from '../utils/render-app';
import { FILLED_TEXT, TEXT_BRIEFING, TEXT_SERVICE, fillFields, pickService, requesterSection, seedWizard } from './service-test-helpers';

const IMAGE_BRIEFING = { companyName: 'Café Serra Alta', visualStyle: 'Minimalista', preferredColors: 'marrom e creme', imageText: 'Serra Alta' };

const continueButton = () => screen.getByRole('button', { name: 'Continuar para o resumo' });

describe('service wizard: catalogue and data step', () => {
  it('lists the catalogue in four accessible tabs with translated names and R$ prices', async () => {
    const { user } = await renderApp('/agency');
    const tablist = await screen.findByRole('tablist', { name: 'Tipos de serviço' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Textos', 'Imagens', 'Áudios', 'Vídeo e web']);
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('button', { name: /Copy de Landing Page/ })).toHaveTextContent('R$ 50,00 por pedido');
    expect(within(panel).getAllByRole('button')).toHaveLength(7);

    // Arrow keys move between tabs, like any tablist.
    screen.getByRole('tab', { name: 'Textos' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Imagens' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Imagens' })).toHaveFocus();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('button')).toHaveLength(4);
    await user.keyboard('{End}');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('button')).toHaveLength(8);
  });

  it('shows the catalogue error with a retry that works', async () => {
    let calls = 0;
    server.use(
      http.get(api('/ia/services'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : HttpResponse.json({ Automação: [{ name: 'Análise de Dados', context: 'ctx', price: 50 }] });
      }),
    );
    const { user } = await renderApp('/agency');
    expect(await screen.findByText('Erro ao buscar os serviços no servidor.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: /Análise de Dados/ })).toBeInTheDocument();
  });

  it('shows the catalogue error in English too', async () => {
    server.use(http.get(api('/ia/services'), () => HttpResponse.error()));
    await renderApp('/agency', { language: 'en-US' });
    expect(await screen.findByText('Error fetching services from backend.', {}, { timeout: 8000 })).toBeInTheDocument();
  }, 15_000);

  it('enables continue for text only when every required field has non-blank text', async () => {
    const { user } = await renderApp('/agency');
    await pickService(user, 'Textos', /Copy de Landing Page/);
    expect(screen.getByRole('heading', { name: 'Briefing: Copy de Landing Page' })).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await fillFields(user, { ...TEXT_BRIEFING, Objetivo: '   ' });
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText('Para continuar, preencha: Objetivo.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Objetivo/ }), 'Vender');
    expect(continueButton()).toBeEnabled();
    // References stay optional.
    expect(screen.getByRole('textbox', { name: /^Referências e observações/ })).not.toBeRequired();
  }, 15_000);

  it('enables continue for image only with company, style, colours and text', async () => {
    const { user } = await renderApp('/agency');
    await pickService(user, 'Imagens', /Thumbnail de YouTube/);
    await fillFields(user, { 'Nome da empresa': 'Café Serra', 'Estilo visual': 'Minimalista', 'Cores preferidas': 'marrom' });
    expect(continueButton()).toBeDisabled();
    await fillFields(user, { 'Texto da imagem': 'Novo blend' });
    expect(continueButton()).toBeEnabled();
  });

  it('asks audio for a voice only (the text is optional) from the six voices, each described', async () => {
    const { user } = await renderApp('/agency');
    await pickService(user, 'Áudios', /Narração com voz de IA/);
    const voices = screen.getByRole('radiogroup', { name: /^Voz/ });
    expect(voices).toHaveAttribute('aria-required', 'true');
    expect(voices).toHaveAccessibleDescription('A voz que vai narrar o seu áudio.');
    const radios = within(voices).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['Alloy', 'Echo', 'Fable', 'Onyx', 'Nova', 'Shimmer']);
    expect(radios.every((radio) => (radio as HTMLInputElement).required && !(radio as HTMLInputElement).checked)).toBe(true);
    expect(within(voices).getByRole('radio', { name: 'Fable' })).toHaveAccessibleDescription('Narradora expressiva, com sotaque britânico');
    expect(within(voices).getByRole('radio', { name: 'Nova' })).toHaveAccessibleDescription('Feminina e vibrante');
    expect(screen.getByRole('textbox', { name: /^Texto para narrar/ })).not.toBeRequired();
    expect(continueButton()).toBeDisabled();
    await user.click(within(voices).getByRole('radio', { name: 'Nova' }));
    expect(within(voices).getByRole('radio', { name: 'Nova' })).toBeChecked();
    expect(continueButton()).toBeEnabled();
    // The value kept (and sent in the prompt) is the voice's name; the summary says what it sounds like.
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('serviceWizardState') ?? '{}').briefing).toEqual({ voiceType: 'Nova' }));
    await user.click(continueButton());
    expect(await screen.findByText('Nova (Feminina e vibrante)')).toBeInTheDocument();
  });

  it('describes the voices in English too', async () => {
    const { user } = await renderApp('/agency', { language: 'en-US' });
    await pickService(user, 'Audio', /AI Voice Narration/);
    const voices = screen.getByRole('radiogroup', { name: /^Voice/ });
    expect(within(voices).getAllByRole('radio').map((radio) => radio.getAttribute('aria-describedby') && document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent)).toEqual([
      'Neutral and balanced',
      'Warm male voice',
      'Expressive storyteller, British accent',
      'Deep male voice',
      'Bright female voice',
      'Soft female voice',
    ]);
  });

  it('gives web services their briefing and sends it over WhatsApp instead of a payment', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = await renderApp('/agency');
    await pickService(user, 'Vídeo e web', /Página de captura/);
    expect(screen.getByText('Página de captura é feito sob medida')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Pedir orçamento no WhatsApp' });
    for (const name of ['Nome da empresa', 'Objetivo', 'Público-alvo', 'Cores preferidas', 'Campos do formulário']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${name}`) })).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: /^Referências e observações/ })).not.toBeRequired();
    expect(screen.queryByLabelText(/Arquivo de referência/)).not.toBeInTheDocument();
    expect(send).toBeDisabled();
    await fillFields(user, {
      'Nome da empresa': 'Doce Ateliê',
      Objetivo: 'Captar encomendas de Páscoa',
      'Público-alvo': 'Famílias de Belo Horizonte',
      'Cores preferidas': 'rosa e marrom',
      'Campos do formulário': 'nome e WhatsApp',
    });
    expect(screen.queryByRole('button', { name: 'Continuar para o resumo' })).not.toBeInTheDocument();
    await user.click(send);
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://wa.me/5511987654321');
    expect(url.searchParams.get('text')).toBe(
      [
        'Olá! Quero um orçamento para o serviço Página de captura. Segue o briefing:',
        '',
        'Nome da empresa: Doce Ateliê',
        'Objetivo: Captar encomendas de Páscoa',
        'Público-alvo: Famílias de Belo Horizonte',
        'Cores preferidas: rosa e marrom',
        'Campos do formulário: nome e WhatsApp',
      ].join('\n'),
    );
  });

  it('gives video services theirs too (company, goal, tone, script), in English', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = await renderApp('/agency', { language: 'en-US' });
    await pickService(user, 'Video & web', /AI Reels/);
    const send = screen.getByRole('button', { name: 'Get a quote on WhatsApp' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Company name/ }), 'Pilates Leve');
    await user.type(screen.getByRole('textbox', { name: /^Goal/ }), 'Fill the morning classes');
    await user.type(screen.getByRole('textbox', { name: /^Tone of voice/ }), 'Energetic');
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Script/ }), 'Three moves in 15 seconds');
    await user.type(screen.getByRole('textbox', { name: /^References/ }), 'Our Instagram @pilatesleve');
    await user.click(send);
    const text = new URL(assign.mock.calls[0]![0] as string).searchParams.get('text');
    expect(text).toContain("Hi! I'd like a quote for the AI Reels service. Here's the brief:");
    expect(text).toContain('Script: Three moves in 15 seconds');
    expect(text).toContain('References and notes: Our Instagram @pilatesleve');
  });

  it('summarises service, price and briefing, and Edit goes back with everything kept', async () => {
    const { user } = await renderApp('/agency');
    await pickService(user, 'Textos', /Copy de Landing Page/);
    await fillFields(user, TEXT_BRIEFING);
    await user.click(continueButton());
    const heading = await screen.findByRole('heading', { name: 'Confira o seu pedido' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Serviço').nextElementSibling).toHaveTextContent('Copy de Landing Page');
    expect(screen.getByText('Valor').nextElementSibling).toHaveTextContent('R$ 50,00');
    expect(screen.getByText('Público-alvo').nextElementSibling).toHaveTextContent('Amantes de café especial');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Resumo');
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('textbox', { name: /^Tom de voz/ })).toHaveValue('Acolhedor');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Dados');
  });

  it('keeps the form in sessionStorage and restores it after a reload', async () => {
    const first = await renderApp('/agency');
    await pickService(first.user, 'Textos', /Copy de Landing Page/);
    await fillFields(first.user, { 'Nome da empresa': 'Café Serra Alta', 'Tom de voz': 'Leve' });
    const saved = JSON.parse(sessionStorage.getItem('serviceWizardState') ?? '{}');
    expect(saved).toMatchObject({ step: 'data', service: { name: 'Copy de Landing Page', price: 50 }, briefing: { companyName: 'Café Serra Alta', tone: 'Leve' } });
    first.unmount();

    await renderApp('/agency');
    expect(await screen.findByRole('textbox', { name: /^Nome da empresa/ })).toHaveValue('Café Serra Alta');
    expect(screen.getByRole('textbox', { name: /^Tom de voz/ })).toHaveValue('Leve');
    expect(await within(requesterSection()).findByRole('button', { name: /Copy de Landing Page/, pressed: true })).toBeInTheDocument();
  });

  it('restores a summary step and ignores a corrupt saved state', async () => {
    seedWizard({ step: 'summary', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { unmount } = await renderApp('/agency');
    expect(await screen.findByRole('heading', { name: 'Confira o seu pedido' })).toBeInTheDocument();
    unmount();
    sessionStorage.setItem('serviceWizardState', '{not json');
    await renderApp('/agency');
    expect(await screen.findByRole('heading', { name: 'Escolha o serviço e conte sobre o seu negócio' })).toBeInTheDocument();
  });

  it('falls back to the data step when a saved summary lacks required fields', async () => {
    seedWizard({ step: 'summary', service: TEXT_SERVICE, briefing: { companyName: 'Só o nome' } });
    await renderApp('/agency');
    expect(await screen.findByRole('textbox', { name: /^Nome da empresa/ })).toHaveValue('Só o nome');
    await waitFor(() => expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Dados'));
  });

  it('keeps a small reference file for the page’s life (only its name in sessionStorage) and refuses a large one', async () => {
    const { user } = await renderApp('/agency');
    await pickService(user, 'Imagens', /Logotipo simples/);
    const input = screen.getByLabelText(/Arquivo de referência/);
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024)], 'grande.png', { type: 'image/png' }));
    expect(await screen.findByText('O arquivo passa de 1 MB. Envie uma versão menor.')).toBeInTheDocument();
    await user.upload(input, new File(['logo'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Arquivo anexado: logo.png')).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('serviceWizardState') ?? '{}').file).toEqual({ name: 'logo.png' }));
    expect(sessionStorage.getItem('serviceWizardState')).not.toContain('data:');
  });

  it('says after a reload that the reference file must be attached again, until it is or the customer lets it go', async () => {
    // A reload: sessionStorage names a file this page never held.
    seedWizard({ order: 'reloaded-at-summary', step: 'summary', service: { ...TEXT_SERVICE, name: 'Logotipo simples', type: 'image' }, briefing: IMAGE_BRIEFING, file: { name: 'logo.png' } });
    const { user } = await renderApp('/agency');
    expect(await screen.findByText('logo.png: precisa ser anexado de novo, porque a página recarregou. Use “Editar” para anexar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O arquivo “logo.png” estava anexado antes de a página recarregar');
    await user.upload(screen.getByLabelText(/Arquivo de referência/), new File(['logo'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Arquivo anexado: logo.png')).toBeInTheDocument();
    expect(screen.queryByText(/estava anexado antes de a página recarregar/)).not.toBeInTheDocument();
  });

  it('lets the customer go on without the file a reload lost', async () => {
    seedWizard({ order: 'reloaded-at-data', step: 'data', service: { ...TEXT_SERVICE, name: 'Logotipo simples', type: 'image' }, briefing: IMAGE_BRIEFING, file: { name: 'logo.png' } });
    const { user } = await renderApp('/agency');
    await user.click(await screen.findByRole('button', { name: 'Seguir sem o arquivo' }));
    expect(screen.queryByText(/estava anexado antes de a página recarregar/)).not.toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('serviceWizardState') ?? '{}').file).toBeNull());
  });
});
