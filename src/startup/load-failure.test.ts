import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import { showLoadFailure } from './load-failure';

const html = document.documentElement;

function served(state: string, language = 'pt-BR') {
  html.setAttribute('data-render', state);
  html.lang = language;
  document.body.innerHTML = '<div id="root"><main><h1>Seu WhatsApp vendendo 24 horas por dia</h1><button type="button">Assinar</button></main></div>';
}

afterEach(() => {
  document.body.replaceChildren();
  html.removeAttribute('data-render');
  html.lang = 'pt-BR';
});

describe('the message of a page whose app could not be downloaded', () => {
  it('takes the place of another page’s markup (the app shell’s home page), in Portuguese, with a retry and a way home', () => {
    served('client');
    showLoadFailure();
    const page = within(document.body);
    expect(page.queryByText(/Seu WhatsApp vendendo/)).toBeNull();
    const alert = page.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe('Não foi possível carregar esta página');
    expect(alert.textContent).toContain('Confira sua conexão com a internet');
    expect(within(alert).getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe('/');
    expect(html.getAttribute('data-render')).toBe('failed');
    // Outside #root, where the page script holds taps until the app is live.
    expect(document.getElementById('root')?.contains(alert)).toBe(false);
  });

  it('says it in English to a visitor who reads English, and its button loads the page again', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    served('client', 'en-US');
    showLoadFailure();
    const alert = within(document.body).getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe("We couldn't load this page");
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps this page’s own markup readable and says, above it, that it did not finish loading', () => {
    served('hydrate');
    showLoadFailure();
    const page = within(document.body);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Seu WhatsApp vendendo 24 horas por dia');
    expect(page.getByRole('region', { name: 'Esta página não terminou de carregar' })).toBeTruthy();
    expect(page.getByRole('alert').textContent).toContain('Você pode continuar lendo');
    expect(document.body.firstElementChild?.id).toBe('load-failure');
  });

  it('shows once, and never on a page that is live (the app says its own errors there)', () => {
    served('client');
    showLoadFailure();
    showLoadFailure();
    expect(within(document.body).getAllByRole('alert')).toHaveLength(1);
    served('live');
    showLoadFailure();
    expect(within(document.body).queryByRole('alert')).toBeNull();
    expect(html.getAttribute('data-render')).toBe('live');
  });
});
