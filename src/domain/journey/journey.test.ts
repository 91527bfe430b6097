import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage/storage';
import { endJourney } from './end-journey';
import { journey } from './journey';

afterEach(() => vi.restoreAllMocks());

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('the work in progress kept across the login', () => {
  it('keeps the pending plan as a bare string, a reused order as JSON and the flags as "1"', () => {
    journey.pendingPlan.set('whatsapp_bot');
    journey.serviceForm.set({ prompt: 'Olá', service_name: ' Copy ', service_type: 'text' });
    journey.continueToPayment.set(true);
    expect(localStorage.getItem('pendingPlan')).toBe('whatsapp_bot');
    expect(journey.pendingPlan.get()).toBe('whatsapp_bot');
    expect(journey.serviceForm.get()).toEqual({ prompt: 'Olá', service_name: 'Copy', service_type: 'text' });
    expect(sessionStorage.getItem(STORAGE_KEYS.continueToPayment)).toBe('1');
    expect(journey.continueToPayment.get()).toBe(true);
    journey.continueToPayment.set(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.continueToPayment)).toBeNull();
  });

  it.each([
    ['a plan id nobody knows', 'local', STORAGE_KEYS.pendingPlan, 'gold', () => journey.pendingPlan.get()],
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
    expect(target.getItem(key)).toBeNull();
  });
});

describe('what a logout forgets', () => {
  it('forgets the token and the work in progress in both storages, and keeps the language, the cookie choice, the demo data and the generation guards', () => {
    const kept = [STORAGE_KEYS.language, STORAGE_KEYS.consent, STORAGE_KEYS.demoBackend, STORAGE_KEYS.generationTriggered, STORAGE_KEYS.generationClaims];
    for (const key of Object.values(STORAGE_KEYS)) {
      localStorage.setItem(key, 'x');
      sessionStorage.setItem(key, 'x');
    }
    endJourney();
    const left = (area: Storage) => Object.values(STORAGE_KEYS).filter((key) => area.getItem(key) !== null);
    expect(left(localStorage).sort()).toEqual([...kept].sort());
    expect(left(sessionStorage).sort()).toEqual([...kept].sort());
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pendingPlan)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.checkoutPlan)).toBeNull();
  });
});
