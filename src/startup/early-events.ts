/**
 * The page's event contract until the app is live (docs/startup.md): nothing a
 * visitor does on the painted page is lost or doubled.
 *
 * What the platform answers itself is left to it: links, the menu (a popover),
 * the language links, <summary>, labels, typing (the text stays in the field, and
 * the app's fields take it up when they hydrate: src/components/ui/form-field.tsx),
 * and a form's own validation of empty required fields (the forms validate natively
 * until the app is hydrated). Taps and submits are held, from the window, before
 * the app can see them:
 *  - a tap on a button is held once, however often it is tapped (`data-pending`
 *    marks it meanwhile);
 *  - a form sent, or refused by the browser's validation, is held once (a native
 *    submit would reload the page and lose what was typed).
 * Once the app is live (hydrated: every handler is attached), on the next task, the
 * held taps and submits are replayed in order on the same elements (found again by
 * id, or by name in their form), with the platform's own click() and requestSubmit().
 */
import { whenLive } from './render-state';

/** Held events are replayed this far apart: each one's render settles before the next arrives. */
const REPLAY_GAP_MS = 30;

/** Where an element was (itself, its id, its form and name), to find it again should the app have rendered a new one. */
interface ElementAddress {
  element: Element;
  id: string;
  form: number;
  name: string;
}

interface HeldEvent {
  kind: 'click' | 'submit';
  target: ElementAddress;
  submitter: ElementAddress | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Controls the platform answers before any script: never held. */
const NATIVE = 'a[href], summary, label, [popovertarget]';
/** What the app answers: a tap on one of these is held until it is live. */
const CONTROL = 'a[href], summary, label, button, [role=button], [role=tab], [role=switch], [role=menuitem], [role=menuitemcheckbox], [role=option]';

const isField = (element: Element): element is Field => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

function addressOf(element: Element): ElementAddress {
  const form = element instanceof HTMLFormElement ? element : isField(element) || element instanceof HTMLButtonElement ? element.form : null;
  return {
    element,
    id: element.id,
    form: form ? Array.prototype.indexOf.call(document.forms, form) : -1,
    name: element instanceof HTMLFormElement ? '' : (element.getAttribute('name') ?? ''),
  };
}

function findAgain(address: ElementAddress): Element | null {
  if (address.element.isConnected) return address.element;
  const byId = address.id ? document.getElementById(address.id) : null;
  if (byId) return byId;
  const form = document.forms[address.form];
  if (!form) return null;
  const named = address.name ? form.elements.namedItem(address.name) : form;
  return named instanceof Element ? named : null;
}

function submitAgain(form: Element | null, submitter: Element | null): void {
  if (!(form instanceof HTMLFormElement) || !form.isConnected) return;
  const button = submitter instanceof HTMLButtonElement && submitter.form === form && submitter.type === 'submit' ? submitter : null;
  if (button) form.requestSubmit(button);
  else form.requestSubmit();
}

/** Holds the visitor's events on `root` from now until the app is live, then hands them over. */
export function holdEarlyEvents(root: HTMLElement): void {
  const held: HeldEvent[] = [];
  let handedOver = false;
  /** An event on the page's own elements while events are still held (before the hand-over to the app). */
  const onPageBeforeHandOver = (target: EventTarget | null): target is Element => !handedOver && target instanceof Element && root.contains(target);

  function holdOnce(kind: HeldEvent['kind'], target: Element, submitter: Element | null = null): void {
    const last = held.at(-1);
    const again = held.some((event) => event.kind === kind && event.target.element === target && (kind === 'submit' || event === last));
    if (again) return;
    held.push({ kind, target: addressOf(target), submitter: submitter && addressOf(submitter) });
    (submitter ?? target).setAttribute('data-pending', '');
  }

  function holdTap(event: Event): void {
    const target = event.target;
    if (!onPageBeforeHandOver(target)) return;
    event.stopImmediatePropagation();
    if (isField(target)) return;
    const control = target.closest(CONTROL);
    if (!control || control.matches(':disabled') || control.matches(NATIVE)) return;
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return;
    holdOnce('click', control);
  }

  function holdSubmit(event: Event): void {
    if (!onPageBeforeHandOver(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    holdOnce('submit', event.target, (event as SubmitEvent).submitter);
  }

  /** The browser refused the form (an empty required field) and said why: the app says it again, in the page's language, once live. */
  function holdRefusedSubmit(event: Event): void {
    const field = event.target;
    if (!onPageBeforeHandOver(field) || !isField(field) || !field.form) return;
    holdOnce('submit', field.form, field.form.querySelector('button[type=submit], button:not([type])'));
  }

  function replay(): void {
    const next = held.shift();
    if (!next) return;
    next.target.element.removeAttribute('data-pending');
    next.submitter?.element.removeAttribute('data-pending');
    const target = findAgain(next.target);
    if (next.kind === 'submit') submitAgain(target, next.submitter && findAgain(next.submitter));
    else if (target instanceof HTMLElement && !target.matches(':disabled')) target.click();
    setTimeout(replay, REPLAY_GAP_MS);
  }

  const listeners: [string, (event: Event) => void][] = [
    ['click', holdTap],
    ['submit', holdSubmit],
    ['invalid', holdRefusedSubmit],
  ];
  for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
  whenLive(() =>
    setTimeout(() => {
      handedOver = true;
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
      setTimeout(replay, REPLAY_GAP_MS);
    }, 0),
  );
}
