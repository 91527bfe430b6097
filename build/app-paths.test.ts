import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/app/route-table';
import { appPaths, appPathsExpression, nginxAppPaths, redirectsFile } from './app-paths';

const ARTICLE = '/blog/como-criar-bot-vendas-ia';
const known = (demo: boolean) => appPaths(routeTable, { demo, prerendered: ['/', '/plans', ARTICLE] });
const matches = (paths: string[], url: string) => new RegExp(appPathsExpression(paths), 'i').test(url);

describe('the paths a build answers', () => {
  it('names every route of the table, private and parameterised ones included, and the demo screens only in a demo build', () => {
    const production = known(false);
    for (const path of ['/', '/plans', '/client-area', '/client', '/automation', '/client/receipt/:paymentId', '/payments/pendente']) expect(production).toContain(path);
    expect(production).not.toContain('/demo/checkout');
    expect(known(true)).toContain('/demo/checkout');
  });

  it('leaves a parameterised route to its prerendered pages when the build wrote them (an unknown article is a 404)', () => {
    expect(known(false)).not.toContain('/blog/:slug');
    expect(appPaths(routeTable, { demo: false, prerendered: ['/'] })).toContain('/blog/:slug');
  });

  it('matches as React Router does: one segment per parameter, any case, an optional trailing slash, nothing more', () => {
    const paths = known(false);
    for (const url of ['/', '/plans', '/plans/', '/PLANS', '/client/receipt/5001', '/payments/pendente']) expect(matches(paths, url), url).toBe(true);
    for (const url of ['/precos-antigos', '/plans/extra', '/client/receipt', '/client/receipt/1/2', '/blog/nao-existe', '/plansx']) expect(matches(paths, url), url).toBe(false);
  });

  it('writes nginx a 404 for any other path, with the app shell as its page', () => {
    const snippet = nginxAppPaths(['/', '/client/receipt/:paymentId']);
    expect(snippet).toContain('error_page 404 /404.html;');
    expect(snippet).toContain('if ($uri !~* "^(?:/|/client/receipt/[^/]+)/?$") {\n  return 404;\n}');
  });

  it('writes Netlify and Cloudflare Pages one rewrite per path, then the 404 for the rest', () => {
    expect(redirectsFile(['/client-area', '/client/receipt/:paymentId']).split('\n')).toEqual([
      expect.stringMatching(/^# Written by/),
      '/client-area  /index.html  200',
      '/client/receipt/*  /index.html  200',
      '/*  /404.html  404',
      '',
    ]);
  });
});
