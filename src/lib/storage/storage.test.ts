import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { journey } from './journey-storage';
import { bundledSchemaItem, persistent, STORAGE_KEYS } from './storage';

afterEach(() => vi.restoreAllMocks());

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('storage', () => {
  it('round-trips the token and the pending plan under their keys (token, pendingPlan), as bare strings', () => {
    persistent.token.set('abc');
    journey.pendingPlan.set('whatsapp_bot');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('pendingPlan')).toBe('whatsapp_bot');
    expect(persistent.token.get()).toBe('abc');
    expect(journey.pendingPlan.get()).toBe('whatsapp_bot');
    persistent.token.remove();
    expect(persistent.token.get()).toBeNull();
  });

  it('keeps JSON values and flags in sessionStorage', () => {
    journey.serviceForm.set({ prompt: 'Olá', service_name: 'Copy', service_type: 'text' });
    journey.continueToPayment.set(true);
    expect(JSON.parse(sessionStorage.getItem('serviceForm') ?? 'null')).toEqual({ prompt: 'Olá', service_name: 'Copy', service_type: 'text' });
    expect(journey.serviceForm.get()).toEqual({ prompt: 'Olá', service_name: 'Copy', service_type: 'text' });
    expect(journey.continueToPayment.get()).toBe(true);
    journey.continueToPayment.set(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.continueToPayment)).toBeNull();
  });

  it('drops corrupt JSON: null, one warning naming the key, value removed', () => {
    const warn = warnings();
    sessionStorage.setItem(STORAGE_KEYS.serviceForm, '{"prompt": "unterminated');
    expect(journey.serviceForm.get()).toBeNull();
    expect(journey.serviceForm.get()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"serviceForm"');
    expect(sessionStorage.getItem(STORAGE_KEYS.serviceForm)).toBeNull();
  });

  it.each([
    ['a plan id nobody knows', 'local', STORAGE_KEYS.pendingPlan, 'gold', () => journey.pendingPlan.get()],
    ['a consent that is neither choice', 'local', STORAGE_KEYS.consent, 'maybe', () => persistent.consent.get()],
    ['a reused order without a service name', 'session', STORAGE_KEYS.serviceForm, '{"prompt":"x","service_name":"  "}', () => journey.serviceForm.get()],
    ['a signup choice of the wrong kind', 'local', STORAGE_KEYS.signupChoice, '{"kind":"bot","bot":"telegram"}', () => journey.signupChoice.get()],
    ['a flag that is not "1"', 'session', STORAGE_KEYS.continueToAutomation, 'true', () => journey.continueToAutomation.get() || null],
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
    const item = bundledSchemaItem('session', 'featureKey', v.object({ count: v.number() }));
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
    expect(persistent.token.get()).toBeNull();
    expect(journey.continueToAutomation.get()).toBe(false);
    expect(() => persistent.token.set('x')).not.toThrow();
    expect(persistent.token.get()).toBe('x');
    expect(() => journey.continueToAutomation.set(true)).not.toThrow();
    expect(journey.continueToAutomation.get()).toBe(true);
    expect(() => persistent.token.remove()).not.toThrow();
    expect(persistent.token.get()).toBeNull();
    journey.continueToAutomation.remove();
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
      expect(persistent.token.get()).toBeNull();
      expect(() => journey.pendingPlan.set('pro')).not.toThrow();
      expect(journey.pendingPlan.get()).toBe('pro');
    } finally {
      journey.pendingPlan.remove();
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});

describe('schemas on demand', () => {
  // A fresh copy of the module: the test setup has loaded the shared copy's schemas already.
  // Each test starts as a first visit (the test setup's i18n has stored its language).
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const freshStorage = async () => {
    vi.resetModules();
    return import('./storage');
  };

  it('downloads nothing on a first visit: with nothing stored, prepareStorage leaves the schemas unloaded', async () => {
    const fresh = await freshStorage();
    await fresh.prepareStorage();
    // Another tab stores a session afterwards: unchecked, it reads as empty (and asks for the schemas).
    localStorage.setItem(STORAGE_KEYS.token, 'other-tab-token');
    const warn = warnings();
    expect(fresh.persistent.token.get()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('"token"');
    await fresh.loadStorageSchemas();
    expect(fresh.persistent.token.get()).toBe('other-tab-token');
  });

  it('checks what was stored before the app started from the first read', async () => {
    localStorage.setItem(STORAGE_KEYS.consent, '{"version":2,"analytics":"yes"}');
    localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
    const fresh = await freshStorage();
    await fresh.prepareStorage();
    const warn = warnings();
    expect(fresh.persistent.token.get()).toBe('stored-token');
    expect(fresh.persistent.consent.get()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.consent)).toBeNull();
  });

  it('reads back what this tab wrote before the schemas loaded', async () => {
    const fresh = await freshStorage();
    const warn = warnings();
    fresh.persistent.token.set('typed-here');
    fresh.perTab.utm.set({ utm_source: 'instagram', utm_medium: null, utm_campaign: 'bf', utm_term: null, utm_content: null });
    expect(fresh.persistent.token.get()).toBe('typed-here');
    expect(fresh.perTab.utm.get()).toMatchObject({ utm_source: 'instagram', utm_campaign: 'bf' });
    expect(warn).not.toHaveBeenCalled();
    // Changed behind its back (another tab, devtools): no longer what it wrote, so it is not trusted.
    localStorage.setItem(STORAGE_KEYS.token, 'changed-elsewhere');
    expect(fresh.persistent.token.get()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('runs a reader after the schemas download, or at once when they are there', async () => {
    const fresh = await freshStorage();
    localStorage.setItem(STORAGE_KEYS.token, 'from-another-tab');
    const reads: (string | null)[] = [];
    fresh.whenStorageChecked(() => reads.push(fresh.persistent.token.get()));
    expect(reads).toEqual([]);
    await fresh.loadStorageSchemas();
    await vi.waitFor(() => expect(reads).toEqual(['from-another-tab']));
    fresh.whenStorageChecked(() => reads.push('again'));
    expect(reads).toEqual(['from-another-tab', 'again']);
  });
});
