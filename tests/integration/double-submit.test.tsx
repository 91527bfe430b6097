import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { api } from '@/mocks/handlers/utils';
import { browserLocation } from '@/lib/links/safe-redirect';
import { renderApp } from '../utils/render-app';
import { FILLED_TEXT, TEXT_SERVICE, captureRequests, seedWizard } from './service-test-helpers';

/** A burst of clicks within one task, before React re-renders the button as disabled. */
const burst = (button: HTMLElement, times = 3) => act(() => Array.from({ length: times }).forEach(() => fireEvent.click(button)));

let capture: ReturnType<typeof captureRequests>;
beforeEach(() => {
  capture = captureRequests();
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});
afterEach(() => capture.stop());

describe('money buttons send one request per click burst', () => {
  it('running a service from the plan', async () => {
    server.use(
      http.post(api('/ia/subscription/texto'), async () => {
        await delay(100);
        return undefined;
      }),
    );
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    await renderApp('/agency', { userId: 2 });
    await burst(await screen.findByRole('button', { name: 'Gerar com o meu plano' }));
    expect(await screen.findByText('Pedido concluído')).toBeInTheDocument();
    expect(capture.to('POST', '/ia/subscription/texto')).toHaveLength(1);
  });

  it('trying the payment link again', async () => {
    let calls = 0;
    server.use(
      http.post(api('/payments/preference'), async () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ detail: 'Mercado Pago fora do ar' }, { status: 502 });
        await delay(150);
        return HttpResponse.json({ preference: { id: 'p2', init_point: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=p2' } });
      }),
    );
    seedWizard({ step: 'payment', service: TEXT_SERVICE, briefing: FILLED_TEXT });
    await renderApp('/agency', { userId: 1 });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    await burst(retry);
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledTimes(1));
    expect(capture.to('POST', '/payments/preference')).toHaveLength(2);
  });
});
