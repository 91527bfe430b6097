import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type DbHistoryItem } from '@/mocks/db';
import { browserLocation } from '@/lib/links/safe-redirect';
import { renderApp } from '../utils/render-app';
import { FILLED_TEXT, TEXT_SERVICE, captureRequests, pickService, seedWizard } from './service-test-helpers';

// The requester and the client area are lazy chunks: on a busy machine they need time.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

let capture: ReturnType<typeof captureRequests>;
beforeEach(() => {
  capture = captureRequests();
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  capture.stop();
  vi.restoreAllMocks();
});

function order(fields: Partial<DbHistoryItem>): DbHistoryItem {
  return {
    id: 9300,
    created_at: '2026-03-09T18:45:00.000Z',
    service_name: 'Copy de Landing Page',
    service_type: 'text',
    prompt: 'Empresa: Loja Azul',
    result: 'Texto pronto',
    result_bin: null,
    payment_id: '123456789',
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

describe('catalogue service names in the visitor’s language', () => {
  it('English: the catalogue and the briefing show English names', async () => {
    const { user } = await renderApp('/agency', { userId: 1, language: 'en-US' });
    await pickService(user, 'Text', /^Landing Page Copy/);
    expect(within(screen.getByRole('tabpanel')).queryByText('Copy de Landing Page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Landing Page Copy/, level: 4 })).toBeInTheDocument();
  });

  it('English summary and payment: English on screen, `service_name: Copy de Landing Page` in the request', async () => {
    seedWizard({ step: 'summary', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { user } = await renderApp('/agency', { userId: 1, language: 'en-US' });
    const summary = await screen.findByRole('heading', { name: 'Review your order' });
    const panel = summary.parentElement!;
    expect(within(panel).getByText('Landing Page Copy')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('Copy de Landing Page');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(capture.to('POST', '/payments/preference')).toHaveLength(1));
    expect(capture.to('POST', '/payments/preference')[0]?.body).toMatchObject({ service_name: 'Copy de Landing Page' });
  });

  it('English plan run: the run request carries the API’s name', async () => {
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    const { user } = await renderApp('/agency', { userId: 2, language: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Generate with my plan' }));
    await waitFor(() => expect(capture.to('POST', '/ia/subscription/texto')).toHaveLength(1));
    expect(capture.to('POST', '/ia/subscription/texto')[0]?.body).toMatchObject({ service_name: 'Copy de Landing Page', service_type: 'text' });
  });

  it('client area in English: known names translated, an unknown one as the API wrote it; Reutilizar stores the API’s name', async () => {
    historyOf([order({}), order({ id: 9301, service_name: 'Consultoria especial', service_type: 'other', payment_id: '987654321' })]);
    const { user } = await renderApp('/client', { userId: 1, language: 'en-US' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'Landing Page Copy' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Consultoria especial' })).toBeInTheDocument();
    expect(within(table).queryByRole('cell', { name: 'Copy de Landing Page' })).not.toBeInTheDocument();
    const stored = vi.spyOn(Storage.prototype, 'setItem');
    await user.click(within(table).getByRole('button', { name: 'Reuse the Landing Page Copy order' }));
    // What it stored for the requester (which takes it over as soon as it opens).
    const serviceForm = stored.mock.calls.find(([key]) => key === 'serviceForm');
    expect(JSON.parse(serviceForm?.[1] ?? '{}')).toMatchObject({ service_name: 'Copy de Landing Page' });
    expect(sessionStorage.getItem('serviceForm') ?? '').not.toContain('Landing Page Copy');
  });

  it('client area in Portuguese keeps the API’s names', async () => {
    historyOf([order({})]);
    await renderApp('/client', { userId: 1, language: 'pt-BR' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'Copy de Landing Page' })).toBeInTheDocument();
  });

  it('the receipt names the service in English', async () => {
    historyOf([order({})]);
    await renderApp('/client/receipt/123456789', { userId: 1, language: 'en-US' });
    const receipt = await screen.findByRole('article', { name: 'Payment receipt' });
    expect(within(receipt).getByText('Service', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Landing Page Copy');
  });
});
