import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemaItem, session, storage, STORAGE_KEYS } from './storage';

afterEach(() => vi.restoreAllMocks());

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('storage', () => {
  it('round-trips the token and the pending plan under the spec’s keys, as bare strings', () => {
    storage.token.set('abc');
    storage.pendingPlan.set('whatsapp_bot');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('pendingPlan')).toBe('whatsapp_bot');
    expect(storage.token.get()).toBe('abc');
    expect(storage.pendingPlan.get()).toBe('whatsapp_bot');
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

  it('drops corrupt JSON: null, one warning naming the key, value removed', () => {
    const warn = warnings();
    sessionStorage.setItem(STORAGE_KEYS.serviceForm, '{"prompt": "unterminated');
    expect(session.serviceForm.get()).toBeNull();
    expect(session.serviceForm.get()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"serviceForm"');
    expect(sessionStorage.getItem(STORAGE_KEYS.serviceForm)).toBeNull();
  });

  it.each([
    ['a plan id nobody knows', 'local', STORAGE_KEYS.pendingPlan, 'gold', () => storage.pendingPlan.get()],
    ['a consent that is neither choice', 'local', STORAGE_KEYS.consent, 'maybe', () => storage.consent.get()],
    ['a reused order without a service name', 'session', STORAGE_KEYS.serviceForm, '{"prompt":"x","service_name":"  "}', () => session.serviceForm.get()],
    ['a signup choice of the wrong kind', 'local', STORAGE_KEYS.signupChoice, '{"kind":"bot","bot":"telegram"}', () => storage.signupChoice.get()],
    ['a flag that is not "1"', 'session', STORAGE_KEYS.continueToAutomation, 'true', () => session.continueToAutomation.get() || null],
  ] as const)('drops %s with a warning and reads the default', (_case, area, key, raw, read) => {
    const warn = warnings();
    const target = area === 'local' ? localStorage : sessionStorage;
    target.setItem(key, raw);
    expect(read()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain(`"${key}"`);
    expect(warn.mock.calls[0]?.[0]).not.toContain(raw);
    expect(target.getItem(key)).toBeNull();
  });

  it('lets a feature declare its own key with its schema', () => {
    const warn = warnings();
    const item = schemaItem('session', 'featureKey', v.object({ count: v.number() }));
    item.set({ count: 2 });
    expect(item.get()).toEqual({ count: 2 });
    sessionStorage.setItem('featureKey', '{"count":"two"}');
    expect(item.get()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('never throws when storage throws, and keeps what this tab wrote in memory', () => {
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
    expect(session.continueToAutomation.get()).toBe(false);
    expect(() => storage.token.set('x')).not.toThrow();
    expect(storage.token.get()).toBe('x');
    expect(() => session.continueToAutomation.set(true)).not.toThrow();
    expect(session.continueToAutomation.get()).toBe(true);
    expect(() => storage.token.remove()).not.toThrow();
    expect(storage.token.get()).toBeNull();
    session.continueToAutomation.remove();
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
      expect(storage.pendingPlan.get()).toBe('pro');
    } finally {
      storage.pendingPlan.remove();
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});
