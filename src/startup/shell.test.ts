import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePreview } from '@/lib/storage/history-preview';

/** Runs the shell script once, as after the page script of a private page's shell. */
async function runShellScript() {
  vi.resetModules();
  await import('./shell');
}

const OUTLINE = '<ul class="client-shell-rows"><li></li></ul>';

/** A shell with the history's outline, after a visit of `token`'s account 7 that drew `row` (or none). */
function shellAfterVisit(token: string, row: string | null, language = 'pt-BR') {
  localStorage.setItem('token', token);
  localStorage.setItem('account', '7');
  if (row) {
    const drawn = document.createElement('div');
    drawn.innerHTML = `<div class="table-wrap"><table class="table"><tbody><tr><td data-label="Serviço">${row}</td><td><button type="button">Reutilizar</button></td></tr></tbody></table></div>`;
    savePreview('client-history-title', [drawn.firstElementChild!], language);
  }
  document.documentElement.setAttribute('data-render', 'hydrate');
  document.documentElement.setAttribute('data-private', '');
  document.body.innerHTML = `<div id="root"><section aria-labelledby="client-history-title"><div data-history-copy="client-history-title" inert="">${OUTLINE}</div></section></div>`;
}
const slot = () => document.querySelector('[data-history-copy]')!;

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-private');
  document.documentElement.removeAttribute('data-render');
  document.documentElement.lang = 'pt-BR';
});

describe('the shell script of a private page, for a returning customer', () => {
  it('draws the first page of the history the last visit showed, in the outline’s place, before the first paint', async () => {
    shellAfterVisit('abc', 'Copy de Landing Page');
    await runShellScript();
    expect(slot().querySelectorAll('tbody tr')).toHaveLength(1);
    expect(slot().querySelector('td[data-label="Serviço"]')?.textContent).toBe('Copy de Landing Page');
    expect(slot().querySelector('button')?.textContent).toBe('Reutilizar');
    expect(slot().hasAttribute('inert')).toBe(true);
  });

  it('draws it in the page’s language: the copy of an English visit for an English page', async () => {
    shellAfterVisit('abc', 'Landing Page Copy', 'en-US');
    document.documentElement.lang = 'en-US';
    await runShellScript();
    expect(slot().querySelector('td')?.textContent).toBe('Landing Page Copy');
  });

  it('draws nothing for another session, another account or another language, nor where nothing was saved', async () => {
    shellAfterVisit('abc', 'Copy de Landing Page');
    localStorage.setItem('token', 'another-login');
    await runShellScript();
    expect(slot().innerHTML).toBe(OUTLINE);

    shellAfterVisit('abc', 'Copy de Landing Page');
    localStorage.setItem('account', '8');
    await runShellScript();
    expect(slot().innerHTML).toBe(OUTLINE);

    shellAfterVisit('abc', 'Copy de Landing Page', 'en-US');
    await runShellScript();
    expect(slot().innerHTML).toBe(OUTLINE);

    localStorage.clear();
    shellAfterVisit('abc', null);
    await runShellScript();
    expect(slot().innerHTML).toBe(OUTLINE);
  });

  it('draws nothing in a page that is not private, nor in one the browser renders itself', async () => {
    shellAfterVisit('abc', 'Copy de Landing Page');
    document.documentElement.removeAttribute('data-private');
    await runShellScript();
    expect(slot().innerHTML).toBe(OUTLINE);

    shellAfterVisit('abc', 'Copy de Landing Page');
    document.documentElement.setAttribute('data-render', 'client');
    await runShellScript();
    expect(slot().innerHTML).toBe(OUTLINE);
  });
});
