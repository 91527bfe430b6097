import { BRIEFING_FIELDS, type Briefing, type BriefingField } from './briefing';
import { ANSWER_LANGUAGE_NAMES, LANGUAGE_LABEL, PROMPT_LABELS, SERVICE_LABEL } from '@/domain/orders';
import type { ServiceType } from '@/domain/orders';
import { DEFAULT_LANGUAGE, type Language } from '@/config/languages';

/** Shorter labels seen in older prompts, read as the same fields. */
const ALIASES: Record<string, BriefingField> = {
  empresa: 'companyName',
  'nome da empresa': 'companyName',
  público: 'targetAudience',
  'público-alvo': 'targetAudience',
  tom: 'tone',
  'tom de voz': 'tone',
  produto: 'productInfo',
  'produto ou serviço': 'productInfo',
  objetivo: 'goal',
  referências: 'references',
  estilo: 'visualStyle',
  'estilo visual': 'visualStyle',
  cores: 'preferredColors',
  'cores preferidas': 'preferredColors',
  texto: 'imageText',
  'texto da imagem': 'imageText',
  'texto para narrar': 'audioText',
  voz: 'voiceType',
  roteiro: 'script',
  'campos do formulário': 'formFields',
};

// Newlines inside a value would start a new "label" line; they become spaces.
const oneLine = (value: string) => value.replace(/\s*\n+\s*/g, ' ').trim();

/**
 * The briefing becomes the prompt in the app's fixed form (domain/orders/prompt-format.ts):
 * Portuguese labels whatever the screen language, plus the language the answer
 * should be written in. The same labels read it back when a past order is reused.
 */
export function buildPrompt(serviceName: string, type: ServiceType, briefing: Briefing, language: string): string {
  const lines = [`${SERVICE_LABEL}: ${serviceName}`];
  for (const { name } of BRIEFING_FIELDS[type]) {
    const value = briefing[name]?.trim();
    if (value) lines.push(`${PROMPT_LABELS[name]}: ${oneLine(value)}`);
  }
  lines.push(`${LANGUAGE_LABEL}: ${ANSWER_LANGUAGE_NAMES[language as Language] ?? ANSWER_LANGUAGE_NAMES[DEFAULT_LANGUAGE]}`);
  return lines.join('\n');
}

/** "Empresa: X. Público: Y." on one line is split into its labelled parts too (marked, to drop their final period). */
function segments(prompt: string): { text: string; split: boolean }[] {
  return prompt.split(/\r?\n/).flatMap((line) => {
    const parts = line
      .split(/(?<=[.!?])\s+(?=[\p{Lu}][\p{L} -]{0,30}:)/u)
      .map((part) => part.trim())
      .filter(Boolean);
    return parts.map((text) => ({ text, split: parts.length > 1 }));
  });
}

/**
 * Reads a previous prompt back into briefing fields of `type`. What matches no
 * field (free text, a field of another type) goes to `references`, or to the
 * narration text for audio, so nothing the customer wrote is lost.
 */
export function parsePrompt(prompt: string, type: ServiceType): Briefing {
  const allowed = new Set(BRIEFING_FIELDS[type].map((field) => field.name));
  const briefing: Briefing = {};
  const leftovers: string[] = [];
  for (const { text: segment, split } of segments(prompt)) {
    const match = /^([^:]{1,40}):\s*(.*)$/su.exec(segment);
    const label = match?.[1]?.trim().toLowerCase() ?? '';
    if (label === SERVICE_LABEL.toLowerCase() || label === LANGUAGE_LABEL.toLowerCase()) continue;
    const field = ALIASES[label];
    const raw = (match?.[2] ?? '').trim();
    const value = split ? raw.replace(/[.]$/, '') : raw;
    if (field && allowed.has(field) && value) {
      briefing[field] = briefing[field] ? `${briefing[field]} ${value}` : value;
    } else {
      leftovers.push(segment);
    }
  }
  const spill: BriefingField = type === 'audio' ? 'audioText' : 'references';
  if (leftovers.length) briefing[spill] = [briefing[spill], ...leftovers].filter(Boolean).join(' ');
  return briefing;
}
