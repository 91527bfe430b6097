import { describe, expect, it } from 'vitest';
import { readAppPrompt } from './prompt-format';

describe('readAppPrompt', () => {
  it('reads the app’s own form line by line: service, fields, answer language', () => {
    const prompt = ['Serviço: Logotipo simples', 'Empresa: Blue Harbor', 'Cores preferidas: navy: and cream', 'Idioma da resposta: inglês dos Estados Unidos'].join('\n');
    expect(readAppPrompt(prompt)).toEqual([
      { kind: 'service', value: 'Logotipo simples' },
      { kind: 'field', field: 'companyName', value: 'Blue Harbor' },
      { kind: 'field', field: 'preferredColors', value: 'navy: and cream' },
      { kind: 'language', language: 'en-US', value: 'inglês dos Estados Unidos' },
    ]);
  });

  it('keeps a language it does not know as written', () => {
    expect(readAppPrompt('Serviço: X\nIdioma da resposta: espanhol')).toEqual([
      { kind: 'service', value: 'X' },
      { kind: 'language', language: null, value: 'espanhol' },
    ]);
  });

  it.each([
    ['free text', 'Quero um texto sobre cafés.'],
    ['an older one-line prompt', 'Empresa: Café Serra Alta. Estilo: aconchegante.'],
    ['a line the app does not write', 'Serviço: X\nEmpresa: Y\nObservação: Z\nIdioma da resposta: português do Brasil'],
    ['no language line', 'Serviço: X\nEmpresa: Y'],
    ['no service line first', 'Empresa: Y\nServiço: X\nIdioma da resposta: português do Brasil'],
  ])('gives null for another shape (%s): it is shown as it came', (_, prompt) => {
    expect(readAppPrompt(prompt)).toBeNull();
  });
});
