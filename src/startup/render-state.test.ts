import { describe, expect, it } from 'vitest';
import { decideRenderState, type ServedPage } from './render-state';

const page = (overrides: Partial<ServedPage>): ServedPage => ({
  servedPath: '/plans',
  servedLanguage: 'pt-BR',
  path: '/plans',
  search: '',
  language: 'pt-BR',
  carriesPageState: false,
  ...overrides,
});

describe('decideRenderState (the head script’s first state)', () => {
  it('hydrates the markup served for this path in the visitor’s language, either language', () => {
    expect(decideRenderState(page({}))).toBe('hydrate');
    expect(decideRenderState(page({ servedLanguage: 'en-US', language: 'en-US' }))).toBe('hydrate');
  });

  it('translates it first when the host served the other language’s document', () => {
    expect(decideRenderState(page({ language: 'en-US' }))).toBe('translate');
    expect(decideRenderState(page({ servedLanguage: 'en-US', language: 'pt-BR' }))).toBe('translate');
  });

  it('keeps the markup for a campaign link, its click ids and the language query', () => {
    expect(decideRenderState(page({ search: '?utm_source=ig&utm_campaign=bf&gclid=1&fbclid=2' }))).toBe('hydrate');
    expect(decideRenderState(page({ search: '?lng=en-US&utm_medium=social', servedLanguage: 'en-US', language: 'en-US' }))).toBe('hydrate');
    expect(decideRenderState(page({ search: '?lng=en-US&utm_medium=social', language: 'en-US' }))).toBe('translate');
    expect(decideRenderState(page({ search: '?' }))).toBe('hydrate');
  });

  it('lets the browser render a page the markup is not for', () => {
    // Another address served the fallback document (/ as index.html).
    expect(decideRenderState(page({ servedPath: '/', path: '/client' }))).toBe('client');
    // No markup at all (the dev server).
    expect(decideRenderState(page({ servedPath: null }))).toBe('client');
    // A query of the page's own (a payment return).
    expect(decideRenderState(page({ search: '?payment_id=123' }))).toBe('client');
    // A stored value that changes the first render (a plan picked before logging in).
    expect(decideRenderState(page({ carriesPageState: true }))).toBe('client');
  });
});
