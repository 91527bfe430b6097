import type { Briefing } from './briefing';
import type { GeneratedType, ServiceType } from '@/lib/service-types';

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

/** A reference file the customer attached, kept as a data URL so it survives login and reloads. */
export interface ReferenceFile {
  name: string;
  type: string;
  size: number;
  dataUrl: string;
}

/** What a generation produced, whichever way it ran. */
export interface GenerationResult {
  serviceType: GeneratedType;
  serviceName: string;
  /** Text, or a URL for image and audio. */
  text: string | null;
  /** Base64 of an image or audio. */
  binary: string | null;
  /** The narration script, shown next to an audio result. */
  transcript?: string | null;
  /** History id or payment id, for file names. */
  reference: string;
}

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
