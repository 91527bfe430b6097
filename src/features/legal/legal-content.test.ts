import { describe, expect, it } from 'vitest';
import { PLAN_MONTHLY_PRICES, PRICES } from '@/config/prices';
import { SUPPORTED_LANGUAGES } from '@/config/languages';
import { AI_PROVIDERS } from '@/config/ai-providers';
import { i18n } from '@/i18n';
import { isRich, type Inline, type Rich } from '@/lib/format/rich-text';
import { countWords, textLines } from '@/lib/format/rich-text-words';
import { EMPTY_COMPANY, FULL_COMPANY } from '../../../tests/fixtures/company';
import { money } from './legal-text';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/domain/consent';
import { privacyPolicy } from './privacy-policy';
import { termsOfUse } from './terms-of-use';
import type { LegalBlock, LegalDocument } from './types';

/** Every readable line of a document: title, intro, headings, paragraphs, lists and notes. */
const documentText = (doc: LegalDocument): string[] => [doc.title, ...textLines(doc.intro, doc.sections, (block) => block.note)];

/** Intl puts a no-break space between R$ and the amount. */
const normalise = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');
const fullText = (doc: LegalDocument) => normalise(documentText(doc).join('\n'));

const KINDS = [
  { kind: 'privacy', build: privacyPolicy, minWords: 1200 },
  { kind: 'terms', build: termsOfUse, minWords: 1000 },
] as const;

/** The shape of a section, without its words: p, h3, ul:3, ol:2, note. */
const shape = (block: LegalBlock) =>
  isRich(block) ? 'p' : 'h3' in block ? 'h3' : 'ul' in block ? `ul:${block.ul.length}` : 'ol' in block ? `ol:${block.ol.length}` : 'note';

function links(doc: LegalDocument): Exclude<Inline, string>[] {
  const fromRich = (rich: Rich) => (typeof rich === 'string' ? [] : rich.filter((part): part is Exclude<Inline, string> => typeof part !== 'string'));
  const fromBlock = (block: LegalBlock): Rich[] =>
    isRich(block) ? [block] : 'h3' in block ? [] : 'ul' in block ? [...block.ul] : 'ol' in block ? [...block.ol] : [block.note];
  return [...doc.intro, ...doc.sections.flatMap((section) => section.blocks.flatMap(fromBlock))].flatMap(fromRich);
}

describe.each(KINDS)('$kind', ({ build, minWords }) => {
  const full = build(FULL_COMPANY);
  const empty = build(EMPTY_COMPANY);

  it('has the same sections, in the same order and with the same shape, in both languages', () => {
    const [pt, en] = [full['pt-BR'], full['en-US']];
    expect(en.sections.map((section) => section.id)).toEqual(pt.sections.map((section) => section.id));
    expect(en.sections.map((section) => section.blocks.map(shape))).toEqual(pt.sections.map((section) => section.blocks.map(shape)));
    expect(pt.sections.length).toBeGreaterThanOrEqual(10);
    expect(new Set(pt.sections.map((section) => section.id)).size).toBe(pt.sections.length);
    expect(pt.title).not.toBe(en.title);
  });

  it.each(SUPPORTED_LANGUAGES)('is substantial in %s, with or without company details', (language) => {
    for (const docs of [full, empty]) {
      expect(docs[language].language).toBe(language);
      expect(countWords(documentText(docs[language]).join(' '))).toBeGreaterThanOrEqual(minWords);
    }
  });

  it.each(SUPPORTED_LANGUAGES)('shows every company detail when all are set (%s)', (language) => {
    const text = fullText(full[language]);
    for (const value of ['Exemplo Serviços Digitais Ltda.', '12.345.678/0001-90', 'Rua das Flores, 100, sala 2, São Paulo - SP, 01000-000', 'contato@exemplo.com.br', '+55 11 98765-4321']) {
      expect(text).toContain(value);
    }
    expect(text).not.toContain('12345678000190');
  });

  it.each(SUPPORTED_LANGUAGES)('leaves out every line that needs an unset detail (%s)', (language) => {
    const text = fullText(empty[language]);
    expect(text).not.toMatch(/undefined|null|\[|\]|NaN/);
    expect(text).not.toMatch(/CNPJ[^:\n]*:/);
    expect(text).not.toMatch(/^(Razão social|Legal name|Endereço|Address|E-mail|WhatsApp):/m);
    expect(text).not.toContain('Exemplo');
    expect(text).toContain('IAgência');
    expect(links(empty[language]).some((link) => 'href' in link && link.href.startsWith('mailto:'))).toBe(false);
  });

  it.each(SUPPORTED_LANGUAGES)('links only to app paths, https pages and real e-mail addresses (%s)', (language) => {
    for (const docs of [full, empty]) {
      for (const link of links(docs[language])) {
        expect(link.text.trim()).not.toBe('');
        if ('to' in link) expect(['/privacy', '/terms', '/client', '/plans']).toContain(link.to);
        else expect(link.href).toMatch(/^(https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?|mailto:[^\s@]+@[^\s@]+\.[^\s@]+)$/);
      }
    }
  });

  it('names every AI provider in both languages', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const provider of AI_PROVIDERS) expect(fullText(empty[language])).toContain(provider.name);
    }
  });
});

describe('privacy policy', () => {
  const docs = privacyPolicy(FULL_COMPANY);

  it('covers the LGPD topics in Portuguese', () => {
    const text = fullText(docs['pt-BR']);
    for (const item of ['art. 18', 'art. 7º', 'art. 33', 'art. 41', 'encarregado', 'Mercado Pago', 'OpenAI', 'Google Analytics', 'pixel da Meta', 'utm_campaign', 'portabilidade', 'revogação do consentimento', '12 meses', '5 anos', '14 meses', '15 dias', 'Meus dados', 'Preferências de cookies', '18 anos', 'ANPD', 'número completo do cartão']) {
      expect(text).toContain(item);
    }
  });

  it('covers the LGPD topics in English', () => {
    const text = fullText(docs['en-US']);
    for (const item of ['Article 18', 'article 7', 'article 33', 'article 41', 'data protection officer', 'Mercado Pago', 'OpenAI', 'Google Analytics', 'Meta pixel', 'utm_campaign', 'portability', 'withdrawal of your consent', '12 months', '5 years', '14 months', '15 days', 'My data', 'Cookie preferences', '18', 'ANPD', 'full card number', 'Brazil’s General Data Protection Law']) {
      expect(text).toContain(item);
    }
  });

  it('names the DPO and sends requests to the DPO e-mail when set', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(fullText(docs[language])).toContain('Maria Souza');
      expect(links(docs[language])).toContainEqual({ text: 'dpo@exemplo.com.br', href: 'mailto:dpo@exemplo.com.br' });
    }
  });

  it('sends requests to the company e-mail without a DPO, to WhatsApp without an e-mail, else to the client area', () => {
    const rights = (doc: LegalDocument) => links({ ...doc, intro: [], sections: doc.sections.filter((section) => section.id === 'your-rights') });
    const byEmail = privacyPolicy({ brandName: 'IAgência', email: 'oi@exemplo.com.br' })['pt-BR'];
    expect(rights(byEmail)).toContainEqual({ text: 'oi@exemplo.com.br', href: 'mailto:oi@exemplo.com.br' });
    const byWhatsapp = privacyPolicy({ brandName: 'IAgência', whatsappNumber: '5511987654321' })['en-US'];
    expect(rights(byWhatsapp)).toContainEqual({ text: '+55 11 98765-4321', href: 'https://wa.me/5511987654321' });
    const byClientArea = privacyPolicy(EMPTY_COMPANY)['pt-BR'];
    expect(rights(byClientArea)).toEqual([{ text: 'Área do Cliente', to: '/client' }]);
    expect(fullText(byClientArea)).toContain('Pedidos e dúvidas sobre dados pessoais são recebidos pela Área do Cliente');
  });

  it('is dated by PRIVACY_VERSION', () => {
    expect(PRIVACY_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(docs['pt-BR'].updatedAt).toBe(PRIVACY_VERSION);
    expect(docs['en-US'].updatedAt).toBe(PRIVACY_VERSION);
  });
});

describe('terms of use', () => {
  const docs = termsOfUse(FULL_COMPANY);

  it('covers prices, trial, withdrawal and AI content in Portuguese', () => {
    const text = fullText(docs['pt-BR']);
    for (const item of ['art. 49', '7 dias', '15 dias', 'R$ 97,00', 'R$ 67,00', 'R$ 50,00', 'R$ 49,00', 'R$ 99,00', 'R$ 149,00', 'R$ 299,00', 'R$ 179,00', 'cobrada sozinha todo mês', 'Decreto nº 7.962/2013', 'art. 101', 'Mercado Pago', 'OpenAI', 'spam', 'inclusive comercial', 'nova geração sem custo']) {
      expect(text).toContain(item);
    }
  });

  it('covers prices, trial, withdrawal and AI content in English', () => {
    const text = fullText(docs['en-US']);
    for (const item of ['article 49', '7 days', '15-day free trial', 'R$97.00', 'R$67.00', 'R$50.00', 'R$49.00', 'R$99.00', 'R$149.00', 'R$299.00', 'R$179.00', 'charged automatically every month', 'Decree No. 7,962/2013', 'article 101', 'governed by the laws of Brazil', 'Mercado Pago', 'OpenAI', 'spam', 'including commercial use', 'new generation at no cost']) {
      expect(text).toContain(item);
    }
  });

  it.each(SUPPORTED_LANGUAGES)('says when the free days count from, what they include and how each way of paying renews, in the words of every screen (%s)', (language) => {
    const t = i18n.getFixedT(language, 'common');
    const text = fullText(docs[language]);
    for (const key of ['trialClock.rule', 'trialClock.whatsapp_bot', 'trialClock.discord_bot', 'renewal.rule'] as const) {
      expect(text).toContain(t(key));
    }
  });

  it('quotes every price from the constants, formatted for the language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const text = fullText(docs[language]);
      for (const amount of [PRICES.perService, PRICES.whatsappBot.monthly, PRICES.discordBot.monthly, ...Object.values(PLAN_MONTHLY_PRICES)]) {
        expect(text).toContain(normalise(money(amount, language)));
      }
      expect(text).not.toMatch(/R\$\s?\d+(?![\d.,])/);
    }
  });

  it('is dated by TERMS_VERSION', () => {
    expect(docs['pt-BR'].updatedAt).toBe(TERMS_VERSION);
    expect(docs['en-US'].updatedAt).toBe(TERMS_VERSION);
  });
});
