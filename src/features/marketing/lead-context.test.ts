import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { leadContext, leadReference } from './lead-context';

const none = { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null };

describe('lead context', () => {
  it('makes short references from letters and digits that cannot be misread', () => {
    const references = new Set(Array.from({ length: 50 }, leadReference));
    for (const reference of references) expect(reference).toMatch(/^IA-[A-HJ-KM-NP-Z2-9]{6}$/);
    expect(references.size).toBeGreaterThan(45);
  });

  it('says where the visitor came from in natural words, in both languages', () => {
    const pt = i18n.getFixedT('pt-BR', 'marketing');
    const en = i18n.getFixedT('en-US', 'marketing');
    expect(leadContext(pt, 'agency', none, 'IA-ABC234')).toBe('Vim pela página da agência de IA. Código do atendimento: IA-ABC234.');
    expect(leadContext(pt, 'discord', { ...none, utm_campaign: 'black-friday' }, 'IA-ABC234')).toBe(
      'Vim pela página do bot de moderação para Discord, pela campanha “black-friday”. Código do atendimento: IA-ABC234.',
    );
    expect(leadContext(en, 'whatsapp', { ...none, utm_source: 'instagram', utm_campaign: 'launch' }, 'IA-ABC234')).toBe(
      'I came from the WhatsApp sales bot page, through the “launch” campaign (instagram). Reference: IA-ABC234.',
    );
    expect(leadContext(en, 'agency', { ...none, utm_source: 'google' }, 'IA-ABC234')).toBe('I came from the AI agency page, through a google link. Reference: IA-ABC234.');
  });
});
