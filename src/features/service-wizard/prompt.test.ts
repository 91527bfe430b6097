import { describe, expect, it } from 'vitest';
import { buildPrompt, parsePrompt } from './prompt';
import { isBriefingComplete, missingFields, cleanBriefing } from './briefing';
import { SERVICE_MAP, SERVICE_TYPES, serviceTypeOf } from '@/domain/orders';
import { readAppPrompt } from '@/domain/orders';
import { BRIEFING_FIELDS } from './briefing';

describe('service-to-type map', () => {
  it('covers the 21 services of the service-to-type map with their types', () => {
    expect(SERVICE_MAP).toHaveLength(21);
    expect(serviceTypeOf('Copy de Landing Page')).toBe('text');
    expect(serviceTypeOf('Thumbnail de YouTube')).toBe('image');
    expect(serviceTypeOf('Vinheta de podcast')).toBe('audio');
    expect(serviceTypeOf('Reels com IA')).toBe('video');
    expect(serviceTypeOf('Página de captura')).toBe('web');
    expect(serviceTypeOf(' e-mail marketing ')).toBe('text');
    expect(serviceTypeOf('Consultoria')).toBe('other');
  });
});

describe('briefing rules', () => {
  it('requires every required field of the type to be non-blank', () => {
    const text = { companyName: 'Café Serra', targetAudience: 'Cafeterias', tone: 'Acolhedor', productInfo: 'Café especial', goal: '   ' };
    expect(isBriefingComplete('text', text)).toBe(false);
    expect(missingFields('text', text)).toEqual(['goal']);
    expect(isBriefingComplete('text', { ...text, goal: 'Vender mais' })).toBe(true);
  });
  it('makes audio text optional and the voice required', () => {
    expect(isBriefingComplete('audio', {})).toBe(false);
    expect(isBriefingComplete('audio', { voiceType: 'Nova' })).toBe(true);
  });
  it('keeps only the fields of the type, trimmed', () => {
    expect(cleanBriefing('audio', { voiceType: ' Onyx ', companyName: 'X', audioText: '  ' })).toEqual({ voiceType: 'Onyx' });
  });
});

describe('prompt', () => {
  const briefing = {
    companyName: 'Café Serra Alta',
    targetAudience: 'Amantes de café especial',
    tone: 'Acolhedor',
    productInfo: 'Café torra média\n250 g',
    goal: 'Vender pela loja online',
  };

  it('puts one labelled line per filled field plus the answer language', () => {
    expect(buildPrompt('Descrição de Produto', 'text', briefing, 'en-US')).toBe(
      [
        'Serviço: Descrição de Produto',
        'Empresa: Café Serra Alta',
        'Público-alvo: Amantes de café especial',
        'Tom de voz: Acolhedor',
        'Produto ou serviço: Café torra média 250 g',
        'Objetivo: Vender pela loja online',
        'Idioma da resposta: inglês dos Estados Unidos',
      ].join('\n'),
    );
  });

  it.each(SERVICE_TYPES)('writes a %s prompt that reads back line by line as the app’s own form (so it is shown translated)', (type) => {
    const everyField = Object.fromEntries(BRIEFING_FIELDS[type].map(({ name }) => [name, `typed ${name}`]));
    const lines = readAppPrompt(buildPrompt('Serviço X', type, everyField, 'en-US'));
    expect(lines?.map((line) => (line.kind === 'field' ? line.field : line.kind))).toEqual(['service', ...BRIEFING_FIELDS[type].map(({ name }) => name), 'language']);
  });

  it('reads its own prompt back into the same fields', () => {
    const prompt = buildPrompt('Descrição de Produto', 'text', { ...briefing, references: 'www.cafeserra.com.br' }, 'pt-BR');
    expect(parsePrompt(prompt, 'text')).toEqual({ ...briefing, productInfo: 'Café torra média 250 g', references: 'www.cafeserra.com.br' });
  });

  it('reads the short one-line prompts of older orders', () => {
    const prompt = 'Empresa: Café Serra Alta. Estilo: fotografia aconchegante. Cores: marrom e creme. Texto: "Seu café, do jeito certo".';
    expect(parsePrompt(prompt, 'image')).toEqual({
      companyName: 'Café Serra Alta',
      visualStyle: 'fotografia aconchegante',
      preferredColors: 'marrom e creme',
      imageText: '"Seu café, do jeito certo"',
    });
  });

  it('keeps the final period of a field written on its own line', () => {
    expect(parsePrompt('Texto para narrar: Bem-vindo ao podcast.\nVoz: Onyx', 'audio')).toEqual({ audioText: 'Bem-vindo ao podcast.', voiceType: 'Onyx' });
  });

  it('keeps text it cannot place in references (or the narration text for audio)', () => {
    expect(parsePrompt('Quero um texto sobre cafés.', 'text')).toEqual({ references: 'Quero um texto sobre cafés.' });
    expect(parsePrompt('Bem-vindo ao podcast Café com Negócios!\nVoz: Nova', 'audio')).toEqual({
      voiceType: 'Nova',
      audioText: 'Bem-vindo ao podcast Café com Negócios!',
    });
  });
});
