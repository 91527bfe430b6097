import type { PromptField } from '@/domain/orders';
import type { ServiceType } from '@/domain/orders';

/** The briefing fields (docs/product/services.md#service-types-and-briefings): the fields the app's prompt has a line for (domain/orders/prompt-format.ts). */
export type BriefingField = PromptField;

export interface FieldSpec {
  name: BriefingField;
  required: boolean;
  control: 'input' | 'textarea' | 'voice';
}

const input = (name: BriefingField, required = true): FieldSpec => ({ name, required, control: 'input' });
const area = (name: BriefingField, required = true): FieldSpec => ({ name, required, control: 'textarea' });

export const BRIEFING_FIELDS: Record<ServiceType, readonly FieldSpec[]> = {
  text: [input('companyName'), input('targetAudience'), input('tone'), area('productInfo'), area('goal'), area('references', false)],
  image: [input('companyName'), input('visualStyle'), input('preferredColors'), area('imageText'), area('references', false)],
  audio: [area('audioText', false), { name: 'voiceType', required: true, control: 'voice' }],
  video: [input('companyName'), area('goal'), input('tone'), area('script'), area('references', false)],
  web: [input('companyName'), area('goal'), input('targetAudience'), input('preferredColors'), area('formFields'), area('references', false)],
};

/** The voices offered for narration (docs/product/services.md#service-types-and-briefings); names are the same in every language. */
export const VOICE_TYPES = ['Alloy', 'Echo', 'Fable', 'Onyx', 'Nova', 'Shimmer'] as const;
type VoiceType = (typeof VOICE_TYPES)[number];
export const isVoiceType = (value: string): value is VoiceType => (VOICE_TYPES as readonly string[]).includes(value);

export type Briefing = Partial<Record<BriefingField, string>>;

export const missingFields = (type: ServiceType, briefing: Briefing): BriefingField[] =>
  BRIEFING_FIELDS[type].filter((field) => field.required && !briefing[field.name]?.trim()).map((field) => field.name);

/** Continue is allowed only when every required field has non-blank text. */
export const isBriefingComplete = (type: ServiceType, briefing: Briefing) => missingFields(type, briefing).length === 0;

/** Only the fields of this type, trimmed, without empty ones. */
export function cleanBriefing(type: ServiceType, briefing: Briefing): Briefing {
  const clean: Briefing = {};
  for (const { name } of BRIEFING_FIELDS[type]) {
    const value = briefing[name]?.trim();
    if (value) clean[name] = value;
  }
  return clean;
}
