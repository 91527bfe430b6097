import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import { describe, expect, it } from 'vitest';
import { errorText, readDetail, toApiError } from './api-error';

const responseError = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('readDetail', () => {
  it('reads a string detail, a FastAPI list and the error field', () => {
    expect(readDetail({ detail: 'Plano inválido' })).toBe('Plano inválido');
    expect(readDetail({ detail: [{ loc: ['body', 'email'], msg: 'field required' }, { msg: 'too short' }] })).toBe('field required; too short');
    expect(readDetail({ error: 'Falha no provedor' })).toBe('Falha no provedor');
    expect(readDetail({})).toBeNull();
    expect(readDetail(null)).toBeNull();
    expect(readDetail('<html>502</html>')).toBe('<html>502</html>');
  });
});

describe('toApiError', () => {
  it('normalises an HTTP error', () => {
    const error = toApiError(responseError(400, { detail: 'E-mail já cadastrado' }));
    expect(error).toMatchObject({ status: 400, detail: 'E-mail já cadastrado', isCanceled: false, isNetworkError: false });
    expect(errorText(error, 'fallback')).toBe('E-mail já cadastrado');
  });

  it('marks cancellations, network errors and timeouts', () => {
    expect(toApiError(new CanceledError()).isCanceled).toBe(true);
    expect(toApiError(new AxiosError('Network Error', 'ERR_NETWORK'))).toMatchObject({ status: null, isNetworkError: true });
    expect(toApiError(new AxiosError('timeout', 'ECONNABORTED'))).toMatchObject({ isTimeout: true, isNetworkError: false });
  });

  it('falls back to the screen’s text without a detail', () => {
    expect(errorText(toApiError(responseError(500, 'oops')), 'Tente de novo')).toBe('oops');
    expect(errorText(toApiError(responseError(500, {})), 'Tente de novo')).toBe('Tente de novo');
  });
});
