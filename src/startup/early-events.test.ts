import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdEarlyEvents } from './early-events';

/**
 * The page's event contract (what a visitor does before the app is live), run
 * in jsdom against a stand-in for the app: listeners on #root that record what
 * the app sees. What is typed stays in the fields (the platform keeps it; the
 * app's fields take it up as they hydrate, src/components/ui/form-field.test.tsx).
 * Browser tests on a throttled phone cover the real app
 * (tests/e2e/smoke/early-taps.spec.ts).
 */

type Seen = { type: string; id: string; value?: string };

let seen: Seen[];
let root: HTMLElement;

const nextTask = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

function page(markup: string, { appHandlesSubmit = true } = {}) {
  document.documentElement.setAttribute('data-render', 'hydrate');
  document.documentElement.lang = 'pt-BR';
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  root = document.getElementById('root')!;
  seen = [];
  // The app's handlers, as React's root listeners would run them.
  for (const type of ['click', 'input']) {
    root.addEventListener(type, (event) => {
      const target = event.target as HTMLElement;
      seen.push({ type, id: target.id, value: target instanceof HTMLInputElement ? target.value : undefined });
    });
  }
  root.addEventListener('submit', (event) => {
    if (!appHandlesSubmit) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    seen.push({ type: 'submit', id: form.id, value: (form.elements.namedItem('name') as HTMLInputElement | null)?.value });
  });
  holdEarlyEvents(root);
}

/** The app has hydrated and says it is live. */
function hydrate() {
  document.documentElement.setAttribute('data-render', 'live');
}

async function goLive() {
  hydrate();
  await nextTask(200);
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeEach(() => {
  document.head.innerHTML = '';
});

afterEach(() => {
  document.documentElement.removeAttribute('data-render');
});

describe('before the app is live', () => {
  it('holds a tap on a button, once however many taps, marks it pending and replays it once live', async () => {
    page('<button type="button" id="menu">Menu</button>');
    const button = document.getElementById('menu')!;
    button.click();
    button.click();
    button.click();
    expect(seen).toEqual([]);
    expect(button.hasAttribute('data-pending')).toBe(true);
    await goLive();
    expect(seen.filter((event) => event.type === 'click')).toEqual([expect.objectContaining({ id: 'menu' })]);
    expect(button.hasAttribute('data-pending')).toBe(false);
  });

  it('holds a form sent early, then sends it once live, with what was typed still in its fields', async () => {
    page('<form id="lead"><input id="lead-name" name="name"><button id="send">Enviar</button></form>');
    const input = document.getElementById('lead-name') as HTMLInputElement;
    type(input, 'Maria');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('lead')!.dispatchEvent(submit);
    document.getElementById('lead')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // Not sent natively (that would reload the page), and the app did not see it.
    expect(submit.defaultPrevented).toBe(true);
    expect(seen.filter((event) => event.type === 'submit')).toEqual([]);
    await goLive();
    expect(seen.filter((event) => event.type === 'submit')).toEqual([{ type: 'submit', id: 'lead', value: 'Maria' }]);
  });

  it('still holds a form sent just as the app goes live, and sends it once, after', async () => {
    page('<form id="lead"><input id="lead-name" name="name"><button id="send">Enviar</button></form>');
    type(document.getElementById('lead-name') as HTMLInputElement, 'Maria');
    hydrate();
    // The mutation observer has seen "live"; the contract lets go on a later task.
    await Promise.resolve();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('lead')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await nextTask(200);
    expect(seen.filter((event) => event.type === 'submit')).toEqual([{ type: 'submit', id: 'lead', value: 'Maria' }]);
  });

  it('leaves typing to the browser: nothing is held, the text stays in the field', async () => {
    page('<input id="lead-name" name="name">');
    const input = document.getElementById('lead-name') as HTMLInputElement;
    type(input, 'Maria');
    expect(input.value).toBe('Maria');
    expect(seen).toEqual([{ type: 'input', id: 'lead-name', value: 'Maria' }]);
    await goLive();
    expect(seen).toHaveLength(1);
  });

  it('leaves links to the browser: they are not replayed', async () => {
    page('<a href="#faq" id="to-faq">FAQ</a><section id="faq"></section>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('to-faq')!.dispatchEvent(click);
    // The browser follows it (nothing prevents the default), and it is not held.
    expect(click.defaultPrevented).toBe(false);
    expect(document.getElementById('to-faq')!.hasAttribute('data-pending')).toBe(false);
    await goLive();
    expect(seen).toEqual([]);
  });

  it('leaves the menu to the browser: a popover button is not held', async () => {
    page('<button type="button" id="toggle" popovertarget="menu">Menu</button><div id="menu" popover="auto"></div>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('toggle')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(document.getElementById('toggle')!.hasAttribute('data-pending')).toBe(false);
    await goLive();
    expect(seen).toEqual([]);
  });

  it('sends once live a form the browser refused (an empty required field), so the app says why in the page’s language', async () => {
    page('<form id="login"><input id="email" name="username" required><button id="enter">Entrar</button></form>');
    const email = document.getElementById('email') as HTMLInputElement;
    // The browser's own validation: one invalid event per invalid field, no submit.
    email.dispatchEvent(new Event('invalid', { cancelable: true }));
    email.dispatchEvent(new Event('invalid', { cancelable: true }));
    expect(seen).toEqual([]);
    expect(document.getElementById('enter')!.hasAttribute('data-pending')).toBe(true);
    // Hydrated, the app validates the form itself.
    (document.getElementById('login') as HTMLFormElement).noValidate = true;
    await goLive();
    expect(seen.filter((event) => event.type === 'submit')).toEqual([expect.objectContaining({ id: 'login' })]);
    expect(document.getElementById('enter')!.hasAttribute('data-pending')).toBe(false);
  });

  it('finds a held button again by id when the app has rendered a new one', async () => {
    page('<button type="button" id="google">Google</button>');
    document.getElementById('google')!.click();
    root.innerHTML = '<button type="button" id="google">Google</button>';
    await goLive();
    expect(seen).toEqual([expect.objectContaining({ type: 'click', id: 'google' })]);
  });
});

describe('once live', () => {
  it('lets events through to the app at once', async () => {
    page('<button type="button" id="menu">Menu</button>');
    await goLive();
    document.getElementById('menu')!.click();
    expect(seen).toEqual([expect.objectContaining({ type: 'click', id: 'menu' })]);
  });
});
