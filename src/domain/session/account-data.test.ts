import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePreview } from '@/lib/storage/history-preview';
import { forgetAccount, rememberAccount } from './account-data';

/** Account 7's visit: its token, its id and the first page of its history as drawn. */
function visitOf(account: string) {
  localStorage.setItem('token', `token-${account}`);
  localStorage.setItem('account', account);
  const table = document.createElement('table');
  table.innerHTML = '<tbody><tr><td>Copy de Landing Page</td></tr></tbody>';
  savePreview('client-history-title', [table], 'pt-BR');
  expect(localStorage.getItem('historyPreview')).not.toBeNull();
}

/** This test environment has no IndexedDB: a stand-in that records what is deleted. */
function indexedDbDeletions() {
  const deleteDatabase = vi.fn();
  vi.stubGlobal('indexedDB', { deleteDatabase });
  return deleteDatabase;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('what this browser keeps of the account', () => {
  it('forgets the account, its saved history and its first page when the session ends', () => {
    const deleted = indexedDbDeletions();
    visitOf('7');
    forgetAccount();
    expect(localStorage.getItem('account')).toBeNull();
    expect(localStorage.getItem('historyPreview')).toBeNull();
    expect(deleted).toHaveBeenCalledWith('history');
  });

  it('forgets another account’s saved history and first page when a new account logs in, and keeps them for the same account', () => {
    const deleted = indexedDbDeletions();
    visitOf('7');
    rememberAccount(7);
    expect(localStorage.getItem('historyPreview')).not.toBeNull();
    expect(deleted).not.toHaveBeenCalled();
    rememberAccount(8);
    expect(localStorage.getItem('account')).toBe('8');
    expect(localStorage.getItem('historyPreview')).toBeNull();
    expect(deleted).toHaveBeenCalledWith('history');
  });
});
