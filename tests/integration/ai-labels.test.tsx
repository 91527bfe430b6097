import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AI_PROVIDERS } from '@/config/ai-providers';
import { db, type DbHistoryItem } from '@/mocks/db';
import { TINY_PNG_BASE64 } from '@/mocks/fixtures/media';
import { renderApp } from '../utils/render-app';
import './service-test-helpers';

let nextId = 7000;
function order(fields: Partial<DbHistoryItem>): DbHistoryItem {
  nextId += 1;
  return {
    id: nextId,
    created_at: new Date(Date.now() - nextId * 1000).toISOString(),
    service_name: 'E-mail Marketing',
    service_type: 'text',
    prompt: 'Empresa: Studio Leve',
    result: 'Assunto: Sentimos sua falta!',
    result_bin: null,
    payment_id: String(nextId),
    user_id: 1,
    system_context: '',
    max_tokens: 2048,
    payment_status: 'approved',
    payment_amount: 50,
    ...fields,
  };
}

function historyOf(items: DbHistoryItem[]) {
  db.history = db.history.filter((entry) => entry.user_id !== 1).concat(items);
}

const rowOf = (service: string) => screen.getByRole('cell', { name: service }).closest('tr') as HTMLElement;
const providers = AI_PROVIDERS.map((provider) => provider.name);

describe('AI-generated content is labelled where it is shown', () => {
  it('labels each generated result in the client area and names the providers above the table', async () => {
    historyOf([
      order({ service_name: 'E-mail Marketing' }),
      order({ service_name: 'Post com imagem + copy', service_type: 'image', result: null, result_bin: TINY_PNG_BASE64 }),
      order({ service_name: 'Redação para Blog', result: null }),
      order({ service_name: 'Landing page', service_type: 'web', result: 'https://cdn.example.com/site.zip' }),
    ]);
    await renderApp('/client-area', { userId: 1 });
    const history = await screen.findByRole('region', { name: 'Histórico de Serviços' });
    expect(history).toHaveTextContent(`Gerado por IA (${providers.join(', ')}). Revise o conteúdo antes de publicar.`);
    expect(within(rowOf('E-mail Marketing')).getByText('Gerado por IA')).toBeInTheDocument();
    expect(within(rowOf('Post com imagem + copy')).getByText('Gerado por IA')).toBeInTheDocument();
    // Nothing generated yet, and a web page made to order by the team: no label.
    expect(within(rowOf('Redação para Blog')).queryByText('Gerado por IA')).not.toBeInTheDocument();
    expect(within(rowOf('Landing page')).queryByText('Gerado por IA')).not.toBeInTheDocument();
  });

  it('labels the dashboard table and its latest results, in English too', async () => {
    historyOf([
      order({ service_name: 'E-mail Marketing' }),
      order({ service_name: 'Post com imagem + copy', service_type: 'image', result: null, result_bin: TINY_PNG_BASE64 }),
    ]);
    await renderApp('/dashboard', { userId: 1, language: 'en-US' });
    // The API's names, shown in English (src/domain/orders/service-names.ts).
    const latestText = await screen.findByRole('region', { name: 'Latest text: Email Marketing' });
    expect(within(latestText).getByText('AI-generated')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Latest image: Social Post with Image + Copy' })).getByText('AI-generated')).toBeInTheDocument();
    expect(screen.getByText(`AI-generated (${providers.join(', ')}). Review it before you publish.`)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByText('AI-generated')).toHaveLength(2);
  });

  it('labels the finished order in the requester', async () => {
    db.history.push(order({ id: 5556, payment_id: '9101', result: 'Texto pronto da IA.' }));
    await renderApp('/agency?payment=processing&payment_id=9101&collection_status=approved', { userId: 1 });
    expect(await screen.findByText('Texto pronto da IA.')).toBeInTheDocument();
    expect(screen.getByText(`Gerado por IA (${providers.join(', ')}). Revise o conteúdo antes de publicar.`)).toBeInTheDocument();
  });
});
