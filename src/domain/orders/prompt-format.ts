import type { Language } from '@/config/languages';

/**
 * The prompt the app sends with an order (`prompt`, docs/product/services.md#prompt): one "Label: value"
 * line per briefing field, in Portuguese whatever the screen language (the API and
 * its system contexts are Brazilian), between the service's line and the line
 * naming the language the answer should be written in. It is sent, stored and
 * reused in this fixed form; only what a customer reads of it is translated
 * (`readAppPrompt` gives its parts back to label them in their language).
 */
export type PromptField =
  | 'companyName'
  | 'targetAudience'
  | 'tone'
  | 'productInfo'
  | 'goal'
  | 'references'
  | 'visualStyle'
  | 'preferredColors'
  | 'imageText'
  | 'audioText'
  | 'voiceType'
  | 'script'
  | 'formFields';

export const PROMPT_LABELS: Record<PromptField, string> = {
  companyName: 'Empresa',
  targetAudience: 'Público-alvo',
  tone: 'Tom de voz',
  productInfo: 'Produto ou serviço',
  goal: 'Objetivo',
  references: 'Referências',
  visualStyle: 'Estilo visual',
  preferredColors: 'Cores preferidas',
  imageText: 'Texto da imagem',
  audioText: 'Texto para narrar',
  voiceType: 'Voz',
  script: 'Roteiro',
  formFields: 'Campos do formulário',
};

export const SERVICE_LABEL = 'Serviço';
export const LANGUAGE_LABEL = 'Idioma da resposta';
export const ANSWER_LANGUAGE_NAMES: Record<Language, string> = { 'pt-BR': 'português do Brasil', 'en-US': 'inglês dos Estados Unidos' };

export type PromptLine =
  | { kind: 'service'; value: string }
  | { kind: 'field'; field: PromptField; value: string }
  /** `language` is null when the value names no language the app writes. */
  | { kind: 'language'; language: Language | null; value: string };

const FIELD_BY_LABEL = new Map(Object.entries(PROMPT_LABELS).map(([field, label]) => [label, field as PromptField]));
const LANGUAGE_BY_NAME = new Map(Object.entries(ANSWER_LANGUAGE_NAMES).map(([language, name]) => [name, language as Language]));

function readLine(line: string): PromptLine | null {
  const colon = line.indexOf(': ');
  if (colon < 1) return null;
  const label = line.slice(0, colon);
  const value = line.slice(colon + 2).trim();
  if (label === SERVICE_LABEL) return { kind: 'service', value };
  if (label === LANGUAGE_LABEL) return { kind: 'language', language: LANGUAGE_BY_NAME.get(value) ?? null, value };
  const field = FIELD_BY_LABEL.get(label);
  return field ? { kind: 'field', field, value } : null;
}

/**
 * A prompt in the app's own form, line by line: its service line first, its
 * language line last, briefing fields between. Anything else (a prompt the API
 * stored in another shape, free text) gives null: it is shown as it was sent.
 */
export function readAppPrompt(prompt: string): PromptLine[] | null {
  const lines = prompt.trim().split(/\r?\n/).map(readLine);
  if (lines.length < 2 || lines.some((line) => line === null)) return null;
  const read = lines as PromptLine[];
  const inner = read.slice(1, -1);
  if (read[0]?.kind !== 'service' || read.at(-1)?.kind !== 'language' || inner.some((line) => line.kind !== 'field')) return null;
  return read;
}
