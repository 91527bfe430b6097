import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from '../utils/render-app';

/**
 * Every way back to the order form keeps its href (/agency, docs/product/services.md#back-to-the-order-form) and lands on
 * the requester: scrolled into view and focused. jsdom has no layout, so the scroll
 * is asserted on the call; tests/e2e/journeys-money.spec.ts measures it in Chromium.
 */
let scrolled: Element[];
const original = Element.prototype.scrollIntoView;
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  Element.prototype.scrollIntoView = original;
});

const requester = () => document.getElementById('solicitar-servico');
const heading = (name: RegExp) => screen.findByRole('heading', { level: 2, name });

describe('back to the order form', () => {
  it('the payment failure’s try-again: href /agency, then the requester in view and focused', async () => {
    const { user, router } = await renderApp('/payments/falha');
    const retry = await screen.findByRole('link', { name: 'Tentar novamente' });
    expect(retry).toHaveAttribute('href', '/agency');
    await user.click(retry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency'));
    await waitFor(() => expect(scrolled).toContain(requester()));
    await waitFor(async () => expect(await heading(/Peça seu conteúdo feito por IA/)).toHaveFocus());
  });

  it('the return from Mercado Pago to the order: processing in view and focused, in English too', async () => {
    const order = db.history.find((item) => item.user_id === 1 && item.payment_id)!;
    await renderApp(`/agency?payment=processing&payment_id=${order.payment_id}`, { userId: 1, language: 'en-US' });
    await waitFor(() => expect(scrolled).toContain(requester()));
    await waitFor(async () => expect(await heading(/Order AI-made content/)).toHaveFocus());
  });

  it('"request another service" after a completed order: the new order starts at the requester', async () => {
    const order = db.history.find((item) => item.user_id === 1 && item.payment_id && item.result)!;
    const { user, router } = await renderApp(`/agency?payment=processing&payment_id=${order.payment_id}`, { userId: 1 });
    const another = await screen.findByRole('button', { name: 'Pedir outro serviço' });
    scrolled = [];
    await user.click(another);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.state).toMatchObject({ requester: true });
    await waitFor(() => expect(scrolled).toContain(requester()));
    expect(within(requester()!).getByRole('tablist')).toBeInTheDocument();
  });

  it('a plain visit to /agency stays at the top of the page', async () => {
    await renderApp('/agency');
    await screen.findByRole('heading', { level: 2, name: /Peça seu conteúdo feito por IA/ });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrolled).toEqual([]);
  });

  it.each([
    ['pt-BR', 'Pedir agora', /Peça seu conteúdo feito por IA/],
    ['en-US', 'Order now', /Order AI-made content/],
  ] as const)('the hero’s order link (%s): an in-page #solicitar-servico link that brings the order form in view, loaded and focused, each time', async (language, name, title) => {
    const { user, router } = await renderApp('/agency?utm_source=instagram', { language });
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', '#solicitar-servico');
    expect(link.closest('section')).toHaveAttribute('aria-labelledby', 'landing-title');
    await user.click(link);
    await waitFor(() => expect(router.state.location.hash).toBe('#solicitar-servico'));
    // The campaign's query stays.
    expect(router.state.location.search).toBe('?utm_source=instagram');
    await waitFor(() => expect(scrolled).toContain(requester()));
    await waitFor(async () => expect(await heading(title)).toHaveFocus());
    expect(await within(requester()!).findByRole('tablist')).toBeInTheDocument();

    // Scrolled away and clicked again: back at the requester, focused again, without stacking history entries.
    link.focus();
    scrolled = [];
    await user.click(link);
    await waitFor(() => expect(scrolled).toContain(requester()));
    await waitFor(async () => expect(await heading(title)).toHaveFocus());
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('landing on /agency#solicitar-servico: the requester in view, loaded and focused', async () => {
    await renderApp('/agency#solicitar-servico', { language: 'en-US' });
    await waitFor(() => expect(scrolled).toContain(requester()));
    await waitFor(async () => expect(await heading(/Order AI-made content/)).toHaveFocus());
    expect(await within(requester()!).findByRole('tablist')).toBeInTheDocument();
  });
});
