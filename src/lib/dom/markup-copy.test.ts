import { describe, expect, it } from 'vitest';
import { copyMarkup, drawMarkup } from './markup-copy';

function markup(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

const drawn = (copy: unknown[]) => {
  const holder = document.createElement('div');
  holder.append(...copy.flatMap((node) => drawMarkup(node, document)));
  return holder.innerHTML;
};

describe('a copy of rendered markup', () => {
  it('draws a table as it was: its tags, classes, labels, text and this site’s links', () => {
    const table =
      '<table class="table"><thead><tr><th scope="col">Data</th></tr></thead><tbody><tr><td data-label="Data">07/12/2026</td>' +
      '<td><a class="btn" href="/client/receipt/42" aria-label="Recibo de 07/12">Recibo</a><button type="button" class="btn" disabled="">Próxima</button></td></tr></tbody></table>';
    expect(drawn(copyMarkup(markup(table).firstChild!))).toBe(table);
  });

  it('keeps what the eye needs only: no script, style, image, handler, id, source or link elsewhere', () => {
    const copy = copyMarkup(
      markup(
        '<div id="x" style="color:red" onclick="alert(1)"><script>alert(1)</script><img src="blob:x" onerror="alert(1)"><audio controls="" src="blob:y"></audio>' +
          '<a href="javascript:alert(1)">a</a><a href="//evil.example/x">b</a><a href="https://evil.example/">c</a><a href="blob:z" download="f">d</a><iframe></iframe><em>texto</em></div>',
      ).firstChild!,
    );
    expect(drawn(copy)).toBe('<div><audio controls=""></audio><a>a</a><a>b</a><a>c</a><a>d</a><em>texto</em></div>');
  });

  it('draws nothing of a copy it did not make (storage written by someone else): only the allowed tags and attributes, text as text', () => {
    const forged = [
      ['script', {}, 'alert(1)'],
      ['div', { onclick: 'alert(1)', style: 'x', class: 'ok' }, '<img src=x onerror=alert(1)>'],
      ['a', { href: 'javascript:alert(1)' }, 'link'],
      ['iframe', { src: '/x' }],
      ['p', null, 42, ['span', 'not attributes']],
    ];
    expect(drawn(forged)).toBe('<div class="ok">&lt;img src=x onerror=alert(1)&gt;</div><a>link</a><p><span></span></p>');
  });
});
