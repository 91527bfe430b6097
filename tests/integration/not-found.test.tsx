import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../utils/render-app';

const PT = 'Não encontramos a página que você procurou, então trouxemos você para a página inicial.';
const EN = "We couldn't find the page you were looking for, so we brought you to the home page.";

const notice = (text: string) => screen.findByText(text).then((element) => element.closest('[role="status"]'));

describe('an unknown path', () => {
  it('still lands on the home page, which says why, politely, until the visitor dismisses it', async () => {
    const { router, user } = await renderApp('/precos-antigos?x=1');
    const status = await notice(PT);
    expect(status).not.toBeNull();
    expect(currentUrl(router)).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1, name: /Seu WhatsApp vendendo/ })).toBeInTheDocument();
    // The mark is off the history entry: a reload or a Back to it says nothing again.
    expect(router.state.location.state).toBeNull();

    await user.click(within(status as HTMLElement).getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByText(PT)).not.toBeInTheDocument();
    expect(document.getElementById('main-content')).toHaveFocus();
  });

  it('goes with the next navigation, in English', async () => {
    const { router } = await renderApp('/pricing', { language: 'en-US' });
    expect(await notice(EN)).not.toBeNull();
    await router.navigate('/plans');
    await screen.findByRole('heading', { level: 1, name: 'Choose how AI will work for your business' });
    expect(screen.queryByText(EN)).not.toBeInTheDocument();
    await router.navigate('/');
    await screen.findByRole('heading', { level: 1, name: /Your WhatsApp selling/ });
    expect(screen.queryByText(EN)).not.toBeInTheDocument();
  });

  it('is never said on a normal visit to the home page', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Seu WhatsApp vendendo/ });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'pt-BR'));
    expect(screen.queryByText(PT)).not.toBeInTheDocument();
  });
});
