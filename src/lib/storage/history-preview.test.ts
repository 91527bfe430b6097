import { afterEach, describe, expect, it } from 'vitest';
import { previewSections, savePreview, sessionMark } from './history-preview';

function rows(text: string): Element[] {
  const holder = document.createElement('div');
  holder.innerHTML = `<p class="ai-label-note">IA</p><div class="table-wrap"><table><tbody><tr><td>${text}</td></tr></tbody></table></div>`;
  return Array.from(holder.children);
}

function logIn(token: string, account: string) {
  localStorage.setItem('token', token);
  localStorage.setItem('account', account);
}

afterEach(() => localStorage.clear());

describe('the saved first page of the history', () => {
  it('is kept for the stored session, account and language, by section, and never holds the token', () => {
    logIn('token-a', '7');
    savePreview('client-history-title', rows('Copy de Landing Page'), 'pt-BR');
    savePreview('dashboard-history-title', rows('Post para Instagram'), 'pt-BR');
    const sections = previewSections('pt-BR');
    expect(Object.keys(sections ?? {})).toEqual(['client-history-title', 'dashboard-history-title']);
    expect(JSON.stringify(sections?.['client-history-title'])).toContain('Copy de Landing Page');
    expect(localStorage.getItem('historyPreview')).not.toContain('token-a');
    expect(JSON.parse(localStorage.getItem('historyPreview')!)).toMatchObject({ session: sessionMark('token-a'), account: '7', language: 'pt-BR' });
  });

  it('is nothing to another session (even of the same account), another account, another language or no session', () => {
    logIn('token-a', '7');
    savePreview('client-history-title', rows('Copy'), 'pt-BR');
    expect(previewSections('en-US')).toBeNull();
    logIn('token-b', '7');
    expect(previewSections('pt-BR')).toBeNull();
    logIn('token-a', '8');
    expect(previewSections('pt-BR')).toBeNull();
    localStorage.removeItem('token');
    expect(previewSections('pt-BR')).toBeNull();
    logIn('token-a', '7');
    expect(previewSections('pt-BR')).not.toBeNull();
  });

  it('replaces another session’s copy instead of adding to it, and writes nothing without a session', () => {
    logIn('token-a', '7');
    savePreview('client-history-title', rows('da sessão A'), 'pt-BR');
    logIn('token-b', '8');
    savePreview('dashboard-history-title', rows('da sessão B'), 'pt-BR');
    expect(Object.keys(previewSections('pt-BR') ?? {})).toEqual(['dashboard-history-title']);
    expect(localStorage.getItem('historyPreview')).not.toContain('da sessão A');
    localStorage.clear();
    localStorage.setItem('account', '8');
    savePreview('client-history-title', rows('sem sessão'), 'pt-BR');
    expect(localStorage.getItem('historyPreview')).toBeNull();
  });

  it('tells sessions apart by a mark of their token', () => {
    expect(sessionMark('token-a')).toBe(sessionMark('token-a'));
    expect(sessionMark('token-a')).not.toBe(sessionMark('token-b'));
  });

  it('reads a broken value as nothing', () => {
    logIn('token-a', '7');
    localStorage.setItem('historyPreview', '{not json');
    expect(previewSections('pt-BR')).toBeNull();
  });
});
