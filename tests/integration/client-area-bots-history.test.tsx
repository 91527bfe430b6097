import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, type DbHistoryItem } from '@/mocks/db';
import { activatePlan } from '@/mocks/model';
import { fileSaver } from '@/domain/orders';
import { formatDate } from '@/lib/format/format';
import { renderApp } from '../utils/render-app';

afterEach(() => vi.restoreAllMocks());

let nextId = 5000;
function order(fields: Partial<DbHistoryItem> = {}): DbHistoryItem {
  nextId += 1;
  return {
    id: nextId,
    created_at: '2025-03-09T18:45:00.000Z',
    service_name: 'E-mail Marketing',
    service_type: 'text',
    prompt: 'Serviço: E-mail Marketing\nEmpresa: Studio Leve\nObjetivo: Reativar alunas',
    result: 'Assunto: Sentimos sua falta!',
    result_bin: null,
    payment_id: String(70_000_000 + nextId),
    user_id: 1,
    system_context: '',
    max_tokens: 2048,
    payment_status: 'approved',
    payment_amount: 50,
    ...fields,
  };
}
const historyOf = (items: DbHistoryItem[]) => {
  db.history = db.history.filter((entry) => entry.user_id !== 1).concat(items);
};
/** jsdom's Blob has no text(); the BOM is kept to assert it. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
const saveTrial = (trial: object) => localStorage.setItem('trialData', JSON.stringify(trial));

describe('Seus bots', () => {
  it('names each bot the customer pays for, its status, how to configure it and how to cancel', async () => {
    activatePlan(1, 'discord_bot');
    await renderApp('/client-area', { userId: 1 });
    const bots = await screen.findByRole('region', { name: 'Seus bots' });
    const discord = within(bots).getByRole('article', { name: 'Bot de moderação para Discord' });
    expect(discord).toHaveTextContent('Assinatura ativa');
    expect(within(discord).getByRole('link', { name: 'Configurar o bot' })).toHaveAttribute('href', '/automation?bot=discord');
    expect(within(discord).getByRole('link', { name: /página de assinaturas do Mercado Pago/ })).toHaveAttribute('href', 'https://www.mercadopago.com.br/subscriptions');
    const chat = within(discord).getByRole('link', { name: /fale com o suporte pelo WhatsApp/ });
    expect(decodeURIComponent(chat.getAttribute('href') ?? '')).toContain('Olá! Quero cancelar a assinatura do bot de moderação para Discord.');
    expect(discord).toHaveTextContent('Para cancelar, use a página de assinaturas do Mercado Pago (abre em nova aba) ou fale com o suporte pelo WhatsApp (abre em nova aba).');
    expect(screen.queryByText(/DISCORD_BOT|discord_bot/)).not.toBeInTheDocument();
  });

  it('shows the trial’s end and the invite when this browser configured the bot (in English)', async () => {
    activatePlan(1, 'discord_bot');
    const savedAt = new Date();
    saveTrial({ service_type: 'moderacao_ia', server_name: 'Guilda', moderation_actions: ['delete'], trial_days: 15, saved_at: savedAt.toISOString() });
    await renderApp('/client-area', { userId: 1, language: 'en-US' });
    const discord = within(await screen.findByRole('region', { name: 'Your bots' })).getByRole('article', { name: 'Discord moderation bot' });
    expect(discord).toHaveTextContent('On free trial');
    const ends = formatDate(new Date(savedAt.getTime() + 15 * 86_400_000), 'en-US');
    expect(discord).toHaveTextContent(`Free trialuntil ${ends}`);
    expect(discord).toHaveTextContent(`First chargeR$67.00 on ${ends}`);
    expect(within(discord).getByRole('link', { name: "Open the bot's invite" })).toHaveAttribute('href', '/automation-success');
  });

  it('links a configured WhatsApp bot to its progress page; no trial date when none is known', async () => {
    activatePlan(1, 'whatsapp_bot');
    saveTrial({ service_type: 'bot_ia', business_description: 'Barbearia' });
    await renderApp('/client-area', { userId: 1 });
    const whatsapp = within(await screen.findByRole('region', { name: 'Seus bots' })).getByRole('article', { name: 'Bot de vendas para WhatsApp' });
    expect(within(whatsapp).getByRole('link', { name: 'Acompanhar a criação do bot' })).toHaveAttribute('href', '/bot-creation?bot=whatsapp_bot');
    expect(whatsapp).not.toHaveTextContent('Teste grátis até');
    expect(whatsapp).toHaveTextContent('Assinatura ativa');
  });

  it('is not shown to a pay-per-service customer', async () => {
    await renderApp('/client-area', { userId: 1 });
    await screen.findByRole('region', { name: 'Seus dados' });
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Seus bots' })).not.toBeInTheDocument();
  });

  it('writes the month’s count as people do, in English', async () => {
    historyOf([order({ created_at: new Date().toISOString() })]);
    await renderApp('/client-area', { userId: 1, language: 'en-US' });
    const card = await screen.findByRole('region', { name: 'Your account' });
    expect(within(card).getByText('1 service this month · unlimited')).toBeInTheDocument();
    expect(within(card).getByText('No plan: each service is paid when you order it, through Mercado Pago.')).toBeInTheDocument();
  });

  it('says "Nenhum serviço este mês" when nothing was ordered this month', async () => {
    historyOf([order({ created_at: '2020-01-01T10:00:00Z' })]);
    await renderApp('/client-area', { userId: 1 });
    expect(within(await screen.findByRole('region', { name: 'Seus dados' })).getByText('Nenhum serviço este mês · ilimitado')).toBeInTheDocument();
  });
});

describe('the prompt beside each result', () => {
  it('in the client area: shown on request and copied', async () => {
    const item = order();
    historyOf([item]);
    const { user } = await renderApp('/client-area', { userId: 1 });
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    await user.click(within(row).getByText('Ver o pedido (prompt)'));
    expect(within(row).getByText(/Empresa: Studio Leve/)).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Copiar o pedido de E-mail Marketing' }));
    expect(await within(row).findByText('Pedido copiado!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(item.prompt);
  });

  it('in the dashboard’s history, in English', async () => {
    historyOf([order({ service_name: 'Descrição de Produto', prompt: 'Empresa: Café Serra Alta' })]);
    const { user } = await renderApp('/dashboard', { userId: 1, language: 'en-US' });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByText('Show the prompt'));
    await user.click(within(table).getByRole('button', { name: 'Copy the Product Description prompt' }));
    expect(await navigator.clipboard.readText()).toBe('Empresa: Café Serra Alta');
  });
});

describe('the history as CSV', () => {
  const twelve = () =>
    Array.from({ length: 12 }, (_, index) =>
      order({
        created_at: new Date(Date.UTC(2025, 2, 9, 18, 45 - index)).toISOString(),
        prompt: index === 0 ? '=HYPERLINK("http://evil.example","clique")' : `Empresa: Loja ${index}`,
        payment_amount: index === 1 ? 12.5 : 50,
        payment_status: index === 2 ? 'pending' : 'approved',
      }),
    );

  async function exportCsv(language: 'pt-BR' | 'en-US', name: RegExp) {
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => {});
    historyOf(twelve());
    const { user } = await renderApp('/client-area', { userId: 1, language });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name }));
    const [blob, fileName] = save.mock.calls[0]!;
    const text = await readBlob(blob);
    return { fileName, text, lines: text.replace(/^\uFEFF/, '').split('\r\n'), hasBom: text.startsWith('\uFEFF') };
  }

  it('exports every page in pt-BR: semicolons, local dates, amounts as numbers, formulas neutralised', async () => {
    const { fileName, lines, hasBom } = await exportCsv('pt-BR', /Exportar CSV \(12 pedidos\)/);
    expect(fileName).toMatch(/^historico-de-servicos-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(hasBom).toBe(true);
    expect(lines).toHaveLength(13);
    expect(lines[0]).toBe('Data;Serviço;Tipo;Status do pagamento;Valor (R$);Código do pagamento;Pedido (prompt);Resultado');
    const first = lines[1]!.split(';');
    expect(first[0]).toMatch(/^09\/03\/2025 \d{2}:\d{2}$/);
    expect(first.slice(1, 5)).toEqual(['E-mail Marketing', 'Texto', 'Aprovado', '50,00']);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""clique"")"`);
    expect(lines[2]).toContain(';12,50;');
    expect(lines[3]).toContain(';Pendente;');
  });

  it('exports in en-US: commas and decimal points', async () => {
    const { fileName, lines } = await exportCsv('en-US', /Export CSV \(12 orders\)/);
    expect(fileName).toMatch(/^service-history-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe('Date,Service,Type,Payment status,Amount (R$),Payment ID,Prompt,Result');
    expect(lines[1]).toMatch(/^03\/09\/2025 \d{2}:\d{2} (AM|PM),Email Marketing,Text,Approved,50\.00,/);
    expect(lines[2]).toContain(',12.50,');
  });
});
