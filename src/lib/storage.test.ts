import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, storage, STORAGE_KEYS } from './storage';

afterEach(() => vi.restoreAllMocks());

describe('storage', () => {
  it('round-trips the token and the pending plan under the spec’s keys', () => {
    storage.token.set('abc');
    storage.pendingPlan.set('whatsapp_bot');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('pendingPlan')).toBe('whatsapp_bot');
    expect(storage.token.get()).toBe('abc');
    storage.token.remove();
    expect(storage.token.get()).toBeNull();
  });

  it('keeps JSON values and flags in sessionStorage', () => {
    session.serviceForm.set({ prompt: 'Olá', service_name: 'Copy', service_type: 'text' });
    session.continueToPayment.set(true);
    expect(JSON.parse(sessionStorage.getItem('serviceForm') ?? 'null')).toEqual({ prompt: 'Olá', service_name: 'Copy', service_type: 'text' });
    expect(session.serviceForm.get()).toEqual({ prompt: 'Olá', service_name: 'Copy', service_type: 'text' });
    expect(session.continueToPayment.get()).toBe(true);
    session.continueToPayment.set(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.continueToPayment)).toBeNull();
  });

  it('reads corrupt JSON as empty', () => {
    sessionStorage.setItem(STORAGE_KEYS.serviceForm, '{"prompt": "unterminated');
    localStorage.setItem(STORAGE_KEYS.generationTriggered, '{"not":"a list"}');
    expect(session.serviceForm.get()).toBeNull();
    expect(storage.generationTriggered.get()).toBeNull();
  });

  it('never throws when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storage.token.get()).toBeNull();
    expect(session.wizardState.get()).toBeNull();
    expect(session.continueToAutomation.get()).toBe(false);
    expect(() => storage.token.set('x')).not.toThrow();
    expect(() => session.wizardState.set({ step: 1 })).not.toThrow();
    expect(() => storage.token.remove()).not.toThrow();
  });

  it('never throws when the storage object itself cannot be reached', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(storage.token.get()).toBeNull();
      expect(() => storage.pendingPlan.set('pro')).not.toThrow();
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});
