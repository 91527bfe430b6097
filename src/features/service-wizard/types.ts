import type { Briefing } from './briefing';
import * as v from 'valibot';
import { GENERATED_TYPES, type ServiceType } from '@/lib/service-types';

/** One service of the catalogue, with the category it came under. */
export interface CatalogueService {
  name: string;
  /** Becomes system_context when the service runs. */
  context: string;
  price: number;
  category: string;
  type: ServiceType | 'other';
}

export type WizardStep = 'data' | 'summary' | 'payment' | 'processing' | 'completed';
export const WIZARD_STEPS: readonly WizardStep[] = ['data', 'summary', 'payment', 'processing', 'completed'];

const nonEmpty = v.pipe(v.string(), v.nonEmpty());
const optionalText = v.nullish(v.string(), null);

/** A reference file the customer attached, kept as a data URL so it survives login and reloads. */
export const referenceFileSchema = v.object({
  name: nonEmpty,
  type: v.optional(v.string(), 'application/octet-stream'),
  size: v.optional(v.number(), 0),
  dataUrl: v.pipe(
    v.string(),
    v.check((url) => url.startsWith('data:')),
  ),
});
export type ReferenceFile = v.InferOutput<typeof referenceFileSchema>;

/** What a generation produced, whichever way it ran. */
export const generationResultSchema = v.object({
  serviceType: v.picklist(GENERATED_TYPES),
  serviceName: v.optional(v.string(), ''),
  /** Text, or a URL for image and audio. */
  text: optionalText,
  /** Base64 of an image or audio. */
  binary: optionalText,
  /** The narration script, shown next to an audio result. */
  transcript: v.nullish(v.string()),
  /** History id or payment id, for file names. */
  reference: v.optional(v.string(), ''),
});
export type GenerationResult = v.InferOutput<typeof generationResultSchema>;

export interface WizardState {
  step: WizardStep;
  service: CatalogueService | null;
  briefing: Briefing;
  file: ReferenceFile | null;
  /** The payment link already created for this order: payment does not start again. */
  preference: { id: string; initPoint: string } | null;
  /** The result of a run paid by the plan (payment returns read theirs from the history). */
  result: GenerationResult | null;
}

export const EMPTY_WIZARD: WizardState = { step: 'data', service: null, briefing: {}, file: null, preference: null, result: null };
