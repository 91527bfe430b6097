import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/routes';
import { STORAGE_KEYS } from '@/lib/storage/storage';
import { isNavLinkActive, routeTable } from './route-table';

describe('isNavLinkActive', () => {
  it('matches home only exactly', () => {
    expect(isNavLinkActive('/', '/')).toBe(true);
    expect(isNavLinkActive('/', '/blog')).toBe(false);
    expect(isNavLinkActive('/', '/whatsapp-bot')).toBe(false);
  });

  it('matches other links by path prefix', () => {
    expect(isNavLinkActive('/blog', '/blog')).toBe(true);
    expect(isNavLinkActive('/blog', '/blog/como-criar-bot-vendas-ia')).toBe(true);
    expect(isNavLinkActive('/agency', '/agency-old')).toBe(false);
    expect(isNavLinkActive('/plans', '/blog')).toBe(false);
  });
});

describe('routeTable', () => {
  it('names a screen file under src/app/routes/ for every row, and every screen file has a row', () => {
    const files = readdirSync('src/app/routes')
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => file.slice(0, -'.tsx'.length));
    expect(new Set(routeTable.map((route) => route.screen))).toEqual(new Set(files));
  });

  it('declares every route of docs/product/routes.md with its aliases', () => {
    const declared = routeTable.map((route) => route.path);
    expect(declared).toEqual(
      expect.arrayContaining([
        '/', '/whatsapp-bot', '/landing', '/discord-bot', '/agency', '/agency-old', '/signup', '/login', '/dashboard', '/plans',
        '/automation', '/automation-success', '/client', '/client-area', '/payment-success', '/payments/sucesso', '/payment-pending',
        '/payments/pendente', '/payment-failure', '/payments/falha', '/blog', '/blog/:slug', '/bot-creation', '/consulte',
      ]),
    );
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('serves aliases with the same screen', () => {
    const screenOf = (path: string) => routeTable.find((route) => route.path === path)?.screen;
    expect(screenOf(paths.whatsappBot)).toBe(screenOf(paths.home));
    expect(screenOf(paths.client)).toBe(screenOf(paths.clientArea));
    expect(screenOf(paths.paymentSuccessPt)).toBe(screenOf(paths.paymentSuccess));
    expect(screenOf(paths.paymentPendingPt)).toBe(screenOf(paths.paymentPending));
    expect(screenOf(paths.paymentFailurePt)).toBe(screenOf(paths.paymentFailure));
  });

  it('serves an alias as its page: the same screen, copy and rules, its canonical naming the page', () => {
    const aliases = routeTable.filter((route) => route.canonical && !route.prerenderAs);
    expect(aliases.map((route) => route.path)).toEqual(
      expect.arrayContaining([paths.landing, paths.forgotPasswordPt, paths.paymentSuccessPt, paths.paymentPendingPt, paths.paymentFailurePt, paths.privacyPt, paths.termsPt]),
    );
    for (const { path, canonical, indexable, ...alias } of aliases) {
      const { path: pagePath, canonical: pageCanonical, indexable: pageIndexable, ...page } = routeTable.find((route) => route.path === canonical)!;
      expect(alias, path).toEqual(page);
      expect(pageCanonical, `${pagePath} is a page, not another alias`).toBeUndefined();
      // Only the campaign copy is indexed in its own right.
      expect(indexable, path).toBe(path === paths.landing && pageIndexable);
    }
  });

  it('keeps the receipt private, out of search engines and out of the prerendered pages', () => {
    expect(routeTable.find((route) => route.path === paths.receipt)).toMatchObject({ access: 'private', indexable: false, prerender: false });
  });

  it('keeps private and transactional screens out of search engines', () => {
    for (const path of [paths.login, paths.dashboard, paths.client, paths.clientArea, paths.paymentSuccess, paths.paymentPendingPt, paths.automation, paths.botCreation, paths.signup, paths.consulte]) {
      expect(routeTable.find((route) => route.path === path)?.indexable, path).toBe(false);
    }
  });
});

describe('clientWhenStored', () => {
  it('names stored keys the app really uses, in the storage they live in', () => {
    const known = new Set<string>(Object.values(STORAGE_KEYS));
    const named = routeTable.flatMap((route) => route.clientWhenStored ?? []);
    expect(named).toContain('local:pendingPlan');
    for (const entry of named) {
      const [area, key] = entry.split(':');
      expect(['local', 'session']).toContain(area);
      expect(known.has(key!), `${entry} is a STORAGE_KEYS value`).toBe(true);
    }
  });
});
