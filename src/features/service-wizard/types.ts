import type { Briefing } from './briefing';
import * as v from 'valibot';
import { GENERATED_TYPES, type ServiceType } from '@/domain/orders';
import type { WizardStep } from './wizard-history';

/** One service of the catalogue, with the category it came under. */
export interface CatalogueService {
  name: string;
  /** Becomes system_context when the service runs. */
  context: string;
  price: number;
  category: string;
  type: ServiceType | 'other';
}

const optionalText = v.nullish(v.string(), null);

/**
 * A reference file the customer attached, as a data URL. It lives in memory while the page does
 * (through the login and any move inside the app), never in sessionStorage: see wizard-state.ts.
 */
export interface ReferenceFile {
  name: string;
  type: string;
  size: number;
  dataUrl: string;
}

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
  /** This draft's id: the history entries of its steps carry it (wizard-history.ts). */
  order: string;
  step: WizardStep;
  service: CatalogueService | null;
  briefing: Briefing;
  file: ReferenceFile | null;
  /** The name of a file attached before the page reloaded: it must be attached again (or let go). */
  lostFile: string | null;
  /** The payment link already created for this order: payment does not start again. */
  preference: { id: string; initPoint: string } | null;
  /** The result of a run paid by the plan (payment returns read theirs from the history). */
  result: GenerationResult | null;
}

/** A new order's id: unique enough to tell this tab's orders apart (crypto.randomUUID needs a secure origin). */
const newOrderId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** A new, empty order. */
export const emptyWizard = (): WizardState => ({
  order: newOrderId(),
  step: 'data',
  service: null,
  briefing: {},
  file: null,
  lostFile: null,
  preference: null,
  result: null,
});
