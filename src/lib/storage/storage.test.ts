import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundledSchemaItem, persistent, STORAGE_KEYS } from './storage';
import { tokenSchema } from './token-schema';

afterEach(() => vi.restoreAllMocks());

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

/** Keys of these tests' own, declared the way a feature declares its keys. */
const plan = bundledSchemaItem('local', 'probePlan', v.picklist(['start', 'pro']), 'text');
const form = bundledSchemaItem('session', 'probeForm', v.object({ prompt: v.string(), name: v.pipe(v.string(), v.nonEmpty()) }));

describe('storage', () => {
  afterEach(() => {
    plan.remove();
    form.remove();
  });

  it('round-trips the token and a text value under their keys, as bare strings', () => {
    persistent.token.set('abc');
    plan.set('pro');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('probePlan')).toBe('pro');
    expect(persistent.token.get()).toBe('abc');
    expect(plan.get()).toBe('pro');
    persistent.token.remove();
    expect(persistent.token.get()).toBeNull();
  });

  it('keeps JSON values in sessionStorage', () => {
    form.set({ prompt: 'Olá', name: 'Copy' });
    expect(JSON.parse(sessionStorage.getItem('probeForm') ?? 'null')).toEqual({ prompt: 'Olá', name: 'Copy' });
    expect(form.get()).toEqual({ prompt: 'Olá', name: 'Copy' });
    form.set(null);
    expect(sessionStorage.getItem('probeForm')).toBeNull();
  });

  it('drops corrupt JSON: null, one warning naming the key, value removed', () => {
    const warn = warnings();
    sessionStorage.setItem('probeForm', '{"prompt": "unterminated');
    expect(form.get()).toBeNull();
    expect(form.get()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"probeForm"');
    expect(sessionStorage.getItem('probeForm')).toBeNull();
  });

  it.each([
    ['a value its schema does not list', 'local', 'probePlan', 'gold', () => plan.get()],
    ['an object that breaks its schema, without showing the value', 'session', 'probeForm', '{"prompt":"x","name":""}', () => form.get()],
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
    expect(form.get()).toBeNull();
    expect(() => persistent.token.set('x')).not.toThrow();
    expect(persistent.token.get()).toBe('x');
    expect(() => form.set({ prompt: 'p', name: 'n' })).not.toThrow();
    expect(form.get()).toEqual({ prompt: 'p', name: 'n' });
    expect(() => persistent.token.remove()).not.toThrow();
    expect(persistent.token.get()).toBeNull();
    form.remove();
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
      expect(() => plan.set('pro')).not.toThrow();
      expect(plan.get()).toBe('pro');
    } finally {
      plan.remove();
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
  const probeSchema = v.object({ source: v.string() });
  /** The module as the app's start leaves it: two keys checked on demand, their schemas in a "chunk" counted as it downloads. */
  const freshStorage = async () => {
    vi.resetModules();
    const fresh = await import('./storage');
    const downloads = { count: 0 };
    fresh.checkOnDemand({
      keys: [
        ['local', STORAGE_KEYS.token],
        ['session', 'probeCampaign'],
      ],
      load: async () => {
        downloads.count += 1;
        return { [STORAGE_KEYS.token]: tokenSchema, probeCampaign: probeSchema };
      },
    });
    const campaign = fresh.onDemandSchemaItem<typeof probeSchema>('session', 'probeCampaign', 'json');
    return { ...fresh, campaign, downloads };
  };

  it('downloads nothing on a first visit: with nothing stored, prepareStorage leaves the schemas unloaded', async () => {
    const fresh = await freshStorage();
    await fresh.prepareStorage();
    expect(fresh.downloads.count).toBe(0);
    // Another tab stores a session afterwards: unchecked, it reads as empty (and asks for the schemas).
    localStorage.setItem(STORAGE_KEYS.token, 'other-tab-token');
    const warn = warnings();
    expect(fresh.persistent.token.get()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('"token"');
    await fresh.loadStorageSchemas();
    expect(fresh.persistent.token.get()).toBe('other-tab-token');
    expect(fresh.downloads.count).toBe(1);
  });

  it('checks what was stored before the app started from the first read', async () => {
    sessionStorage.setItem('probeCampaign', '{"source":7}');
    localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
    const fresh = await freshStorage();
    await fresh.prepareStorage();
    const warn = warnings();
    expect(fresh.persistent.token.get()).toBe('stored-token');
    expect(fresh.campaign.get()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('probeCampaign')).toBeNull();
  });

  it('reads back what this tab wrote before the schemas loaded', async () => {
    const fresh = await freshStorage();
    const warn = warnings();
    fresh.persistent.token.set('typed-here');
    fresh.campaign.set({ source: 'instagram' });
    expect(fresh.persistent.token.get()).toBe('typed-here');
    expect(fresh.campaign.get()).toEqual({ source: 'instagram' });
    expect(warn).not.toHaveBeenCalled();
    expect(fresh.downloads.count).toBe(0);
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

  it('forgets a key in both storages', async () => {
    const fresh = await freshStorage();
    localStorage.setItem('probeKey', 'a');
    sessionStorage.setItem('probeKey', 'b');
    fresh.forgetStored('probeKey');
    expect([localStorage.getItem('probeKey'), sessionStorage.getItem('probeKey')]).toEqual([null, null]);
  });
});
