import { describe, expect, it, vi } from 'vitest';
import { browserLocation, redirectOut, safeExternalUrl } from './safe-redirect';

describe('safeExternalUrl for payment links', () => {
  it.each([
    'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=123',
    'https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=123',
    'https://mercadopago.com/checkout',
    'https://www.mercadopago.com/checkout',
    'https://www.mercadolivre.com.br/pagar',
    'https://checkout.mercadolibre.com/abc',
  ])('accepts %s', (url) => {
    expect(safeExternalUrl(url, 'payment')).toBe(new URL(url).href);
  });

  it('accepts the app’s own origin, absolute or relative', () => {
    expect(safeExternalUrl(`${window.location.origin}/demo/checkout?preference_id=1`, 'payment')).toBe(
      `${window.location.origin}/demo/checkout?preference_id=1`,
    );
    expect(safeExternalUrl('/payments/sucesso?payment_id=1', 'payment')).toBe(`${window.location.origin}/payments/sucesso?payment_id=1`);
  });

  it.each([
    ['javascript scheme', 'javascript:alert(document.cookie)'],
    ['javascript with spaces and case', '  JavaScript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['lookalike suffix host', 'https://mercadopago.com.evil.io/checkout'],
    ['lookalike prefix host', 'https://evilmercadopago.com/checkout'],
    ['lookalike br host', 'https://mercadopago.com.br.attacker.net/'],
    ['plain http', 'http://www.mercadopago.com.br/checkout'],
    ['protocol-relative', '//evil.io/checkout'],
    ['protocol-relative to a payment host', '//www.mercadopago.com.br/checkout'],
    ['backslash trick', '/\\evil.io'],
    ['credentials before the host', 'https://www.mercadopago.com.br@evil.io/'],
    ['user info on a payment host', 'https://user:pass@www.mercadopago.com.br/'],
    ['another site', 'https://example.com/pay'],
    ['empty', ''],
    ['not a string', 42],
    ['null', null],
    ['undefined', undefined],
    ['control characters', 'java\tscript:alert(1)'],
  ])('refuses %s', (_label, url) => {
    expect(safeExternalUrl(url, 'payment')).toBeNull();
  });
});

describe('safeExternalUrl for chat and invite links', () => {
  it('accepts WhatsApp hosts only for chat', () => {
    expect(safeExternalUrl('https://wa.me/5511987654321?text=Oi', 'chat')).toBe('https://wa.me/5511987654321?text=Oi');
    expect(safeExternalUrl('https://api.whatsapp.com/send?phone=5511', 'chat')).not.toBeNull();
    expect(safeExternalUrl('https://wa.me.evil.io/551198', 'chat')).toBeNull();
    expect(safeExternalUrl('http://wa.me/5511', 'chat')).toBeNull();
    expect(safeExternalUrl('https://discord.com/invite/x', 'chat')).toBeNull();
    expect(safeExternalUrl(`${window.location.origin}/x`, 'chat')).toBeNull();
  });

  it('accepts discord.com only for invites', () => {
    expect(safeExternalUrl('https://discord.com/oauth2/authorize?client_id=1&permissions=8', 'invite')).not.toBeNull();
    expect(safeExternalUrl('https://discord.com.evil.io/oauth2', 'invite')).toBeNull();
    expect(safeExternalUrl('https://evil.io/?discord.com', 'invite')).toBeNull();
    expect(safeExternalUrl('https://www.mercadopago.com.br/', 'invite')).toBeNull();
    expect(safeExternalUrl('javascript:alert(1)//discord.com', 'invite')).toBeNull();
  });
});

describe('redirectOut', () => {
  it('leaves only for allowed URLs', () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    expect(redirectOut('https://mercadopago.com.evil.io/', 'payment')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(redirectOut('https://www.mercadopago.com.br/checkout?pref_id=9', 'payment')).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://www.mercadopago.com.br/checkout?pref_id=9');
  });
});
