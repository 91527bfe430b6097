import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptsOf, scriptHash } from './csp';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('contentSecurityPolicy', () => {
  const bare = { apiUrl: 'https://api.iagencia.com.br', mercadoPago: false, googleAnalytics: false, metaPixel: false };

  it('allows scripts from our origin only, never inline ones, and no framing', () => {
    const csp = contentSecurityPolicy(bare);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directive(csp, 'script-src')).not.toMatch(/unsafe-inline/);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
  });

  it('lets the app reach its API origin and nothing else', () => {
    expect(directive(contentSecurityPolicy(bare), 'connect-src')).toBe("connect-src 'self' https://api.iagencia.com.br");
    expect(directive(contentSecurityPolicy({ ...bare, apiUrl: '/api' }), 'connect-src')).toBe("connect-src 'self'");
  });

  it('opens each third party only when its integration is configured', () => {
    const all = contentSecurityPolicy({ ...bare, mercadoPago: true, googleAnalytics: true, metaPixel: true });
    expect(directive(all, 'script-src')).toContain('https://sdk.mercadopago.com');
    expect(directive(all, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(all, 'script-src')).toContain('https://connect.facebook.net');
    expect(directive(all, 'frame-src')).toContain('https://*.mercadopago.com');
    expect(directive(all, 'connect-src')).toContain('https://*.google-analytics.com');
    const onlyGa = contentSecurityPolicy({ ...bare, googleAnalytics: true });
    expect(onlyGa).not.toContain('facebook');
    expect(onlyGa).not.toContain('mercadopago');
  });

  it('allows each inline script by its hash', () => {
    const body = "document.documentElement.lang='en-US'";
    const csp = contentSecurityPolicy({ ...bare, inlineScripts: [body] });
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${scriptHash(body)}`);
    expect(scriptHash(body)).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});

describe('inlineScriptsOf', () => {
  it('finds executable inline scripts, not external ones or JSON-LD data', () => {
    const html = `<script type="module" src="/assets/index.js"></script>
      <script>window.a=1</script><script type="module">import('/x.js')</script>
      <script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(inlineScriptsOf(html)).toEqual(['window.a=1', "import('/x.js')"]);
  });
});
