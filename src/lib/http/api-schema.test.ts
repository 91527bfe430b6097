import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiId, apiIdText, looseNumber, optionalText, parseItems, parseResponse } from './api-schema';
import { toApiError } from './api-error';

afterEach(() => vi.restoreAllMocks());

const user = v.object({ id: apiId, email: optionalText });

describe('parseResponse', () => {
  it('returns what the schema reads, missing and null alike', () => {
    expect(parseResponse(user, { id: '7', extra: true }, 'GET /me')).toEqual({ id: '7', email: null });
    expect(parseResponse(user, { id: 7, email: null }, 'GET /me')).toEqual({ id: 7, email: null });
  });

  it('throws an ApiError without status or detail, and logs the paths but never the values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let thrown: unknown;
    try {
      parseResponse(user, { id: { secret: 'Bearer abc.def' }, email: 'x@y.z' }, 'GET /me');
    } catch (error) {
      thrown = error;
    }
    expect(toApiError(thrown)).toMatchObject({ status: null, detail: null, isCanceled: false, isNetworkError: false });
    expect(warn).toHaveBeenCalledOnce();
    const logged = String(warn.mock.calls[0]?.[0]);
    expect(logged).toContain('GET /me');
    expect(logged).toContain('id');
    expect(logged).not.toContain('Bearer');
    expect(logged).not.toContain('x@y.z');
  });
});

describe('parseItems', () => {
  it('keeps the readable items and logs how many were left out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseItems(user, [{ id: 1 }, { email: 'no id' }, null, { id: 'a2' }], 'GET /list')).toEqual([
      { id: 1, email: null },
      { id: 'a2', email: null },
    ]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/Left out 2 unreadable item\(s\) of GET \/list/);
  });
});

describe('lenient pieces', () => {
  it('reads ids sent as numbers or strings, and refuses blank ones', () => {
    expect(v.parse(apiIdText, 42)).toBe('42');
    expect(v.parse(apiIdText, ' 42 ')).toBe('42');
    expect(v.is(apiId, '')).toBe(false);
    expect(v.is(apiId, null)).toBe(false);
  });

  it('reads numbers sent as numeric strings, and refuses anything else', () => {
    expect(v.parse(looseNumber, '50.5')).toBe(50.5);
    expect(v.parse(looseNumber, 50)).toBe(50);
    expect(v.is(looseNumber, 'cinquenta')).toBe(false);
    expect(v.is(looseNumber, '')).toBe(false);
    expect(v.is(looseNumber, Number.NaN)).toBe(false);
  });
});
