/**
 * A copy of rendered markup as plain data, to draw it again in a later document before the app runs (the saved first
 * page of the history: src/lib/storage/history-preview.ts). Only what the eye needs survives the copy, and
 * only that is drawn back: a short list of tags and attributes, text as text, links to this site's own paths. Nothing
 * read back from storage can become a script, a handler, a frame or a request.
 */

/** An element as `[tag, attributes, ...children]`; a string is a text node. */
export type CopiedNode = string | [tag: string, attributes: Record<string, string>, ...children: CopiedNode[]];

const TAGS = new Set([
  'a', 'audio', 'br', 'button', 'details', 'div', 'em', 'li', 'nav', 'p', 'small', 'span', 'strong', 'summary', 'table',
  'tbody', 'td', 'th', 'thead', 'tr', 'ul',
]);
// Layout and names only: no src (an audio's file is the app's to give), no handler, no style, no id (the app's own).
const ATTRIBUTES = new Set(['class', 'scope', 'colspan', 'data-label', 'aria-label', 'aria-hidden', 'type', 'disabled', 'controls']);
/** One of this site's paths (`/client/receipt/1`), never another origin's (`//x`) or a scheme (`javascript:`, `blob:`). */
const OWN_PATH = /^\/(?![/\\])[^\s]*$/;

function keptAttribute(tag: string, name: string, value: string): boolean {
  if (name === 'href') return tag === 'a' && OWN_PATH.test(value);
  return ATTRIBUTES.has(name);
}

/** The copy of `element`'s subtree, without what the list leaves out (its children are copied in its place). */
export function copyMarkup(node: Node): CopiedNode[] {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [node.textContent] : [];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const children = Array.from(element.childNodes).flatMap(copyMarkup);
  const tag = element.localName;
  if (!TAGS.has(tag)) return tag === 'img' || tag === 'svg' || tag === 'script' || tag === 'style' ? [] : children;
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) if (keptAttribute(tag, name, value)) attributes[name] = value;
  return [[tag, attributes, ...children]];
}

/** The nodes of a copy, for `document`; anything the list does not allow (a copy from elsewhere) is left out. */
export function drawMarkup(copy: unknown, document: Document): Node[] {
  if (typeof copy === 'string') return [document.createTextNode(copy)];
  if (!Array.isArray(copy)) return [];
  const [tag, attributes, ...children] = copy as unknown[];
  if (typeof tag !== 'string' || !TAGS.has(tag)) return [];
  const element = document.createElement(tag);
  if (attributes && typeof attributes === 'object') {
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value === 'string' && keptAttribute(tag, name, value)) element.setAttribute(name, value);
    }
  }
  for (const child of children) element.append(...drawMarkup(child, document));
  return [element];
}
