import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdEarlyEvents } from './early-events';

/**
 * The page's event contract (what a visitor does before the app is live), run
 * in jsdom against a stand-in for the app that behaves as React does on a page
 * it hydrates: listeners on #root; when it hydrates, each field's value tracker
 * records the value the field has then (React's), so that only a later edit
 * counts as a change. The app's state is what its change handlers saw. Browser
 * tests on a throttled phone cover the real app (tests/e2e/smoke/early-taps.spec.ts).
 */

type Seen = { type: string; id: string; value?: string; checked?: boolean };
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let seen: Seen[];
let root: HTMLElement;
/** What the app's change handlers last saw, by field id. */
let state: Record<string, string>;
/** Each field's value tracker, from hydration on. */
let trackers: Map<Field, () => boolean>;

const nextTask = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** React's value tracker: it records the app's own writes to the field, so that only a visitor's edit counts as a change. */
function track(field: Field): () => boolean {
  const key = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? 'checked' : 'value';
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)!;
  let last = String((field as HTMLInputElement)[key]);
  Object.defineProperty(field, key, {
    configurable: true,
    get() {
      return native.get!.call(this) as unknown;
    },
    set(next: unknown) {
      last = String(next);
      native.set!.call(this, next);
    },
  });
  return () => {
    const now = String((field as HTMLInputElement)[key]);
    if (now === last) return false;
    last = now;
    return true;
  };
}

function page(markup: string, { appHandlesSubmit = true } = {}) {
  document.documentElement.setAttribute('data-render', 'hydrate');
  document.documentElement.lang = 'pt-BR';
  document.body.innerHTML = `<div id="root">${markup}</div><script type="application/json" id="app-start">{"entry":"/assets/index.js","modules":[],"ns":["common"],"i18n":{"pt-BR":["/i18n/common.json"]}}</script>`;
  root = document.getElementById('root')!;
  seen = [];
  state = {};
  trackers = new Map();
  // The app's handlers, as React's root listeners would run them.
  for (const type of ['click', 'input', 'change']) {
    root.addEventListener(type, (event) => {
      const target = event.target as HTMLElement;
      if (!isField(target)) {
        if (type === 'click') seen.push({ type, id: target.id });
        return;
      }
      const changed = trackers.get(target);
      if (!changed) return;
      const select = target instanceof HTMLSelectElement;
      if (select ? type !== 'change' : !changed()) return;
      const checked = target instanceof HTMLInputElement ? target.checked : undefined;
      state[target.id] = target instanceof HTMLInputElement && target.type === 'checkbox' ? String(checked) : target.value;
      seen.push({ type, id: target.id, value: target.value, checked });
    });
  }
  root.addEventListener('submit', (event) => {
    if (!appHandlesSubmit) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    seen.push({ type: 'submit', id: form.id, value: state['lead-name'] });
  });
  holdEarlyEvents(root);
}

/** The app hydrates (its trackers take the fields as they are), then says it is live. */
function hydrate() {
  root.querySelectorAll<Field>('input, textarea, select').forEach((field) => trackers.set(field, track(field)));
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

  it('holds a form sent early, hands the app what was typed first, then sends it once', async () => {
    page('<form id="lead"><input id="lead-name" name="name"><button id="send">Enviar</button></form>');
    const input = document.getElementById('lead-name') as HTMLInputElement;
    type(input, 'Maria');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('lead')!.dispatchEvent(submit);
    document.getElementById('lead')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // Not sent natively, and the app did not see it.
    expect(submit.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    await goLive();
    // The app had what was typed (a change it saw) when the form was sent.
    const order = seen.filter((event) => event.type !== 'click').map((event) => `${event.type}:${event.value}`);
    expect(order).toEqual(['input:Maria', 'submit:Maria']);
  });

  it('still holds a form sent just as the app goes live, before what was typed is handed over, and sends it after', async () => {
    page('<form id="lead"><input id="lead-name" name="name"><button id="send">Enviar</button></form>');
    type(document.getElementById('lead-name') as HTMLInputElement, 'Maria');
    hydrate();
    // The mutation observer has seen "live"; the typed value is handed over on a later task.
    await Promise.resolve();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('lead')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    await nextTask(200);
    const order = seen.filter((event) => event.type !== 'click').map((event) => `${event.type}:${event.value}`);
    expect(order).toEqual(['input:Maria', 'submit:Maria']);
  });

  it('hands a ticked box and a chosen option to the app as changes', async () => {
    page('<input type="checkbox" id="agree"><select id="lang"><option value="pt-BR">PT</option><option value="en-US">EN</option></select>');
    const box = document.getElementById('agree') as HTMLInputElement;
    box.click();
    const select = document.getElementById('lang') as HTMLSelectElement;
    select.value = 'en-US';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual([]);
    await goLive();
    expect(box.checked).toBe(true);
    expect(seen).toContainEqual(expect.objectContaining({ type: 'click', id: 'agree', checked: true }));
    expect(seen).toContainEqual(expect.objectContaining({ type: 'change', id: 'lang', value: 'en-US' }));
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
