import { describe, expect, it } from 'vitest';
import { getDomain } from './tldts';

describe('the demo’s stand-in for tldts', () => {
  it('gives the registrable domain the real package gives for the hosts the demo runs on', () => {
    // What tldts 7.5 answers, with its public suffix list, for each host.
    const expected: Record<string, string> = {
      'www.iagencia.com.br': 'iagencia.com.br',
      'iagencia.com.br': 'iagencia.com.br',
      'www.iagencia.example': 'iagencia.example',
      'app.iagencia.example.com': 'example.com',
      'demo.example.co.uk': 'example.co.uk',
      'site.gov.br': 'site.gov.br',
      'a.b.c.org': 'c.org',
    };
    for (const [host, domain] of Object.entries(expected)) expect(getDomain(host), host).toBe(domain);
  });

  it('gives none for an IP address, a bare name or a public suffix alone', () => {
    for (const host of ['127.0.0.1', '[::1]', 'localhost', 'com.br', 'com']) expect(getDomain(host), host).toBeNull();
  });
});
