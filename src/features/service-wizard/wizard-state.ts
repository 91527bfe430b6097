import * as v from 'valibot';
import { schemaItem, STORAGE_KEYS } from '@/lib/storage';
import { journey } from '@/lib/journey-storage';
import { BRIEFING_FIELDS, VOICE_TYPES, type Briefing } from './briefing';
import { parsePrompt } from './prompt';
import { serviceTypeOf, SERVICE_TYPES, type ServiceType } from '@/lib/service-types';
import { EMPTY_WIZARD, generationResultSchema, referenceFileSchema, WIZARD_STEPS, type CatalogueService, type WizardState } from './types';

/**
 * sessionStorage serviceWizardState: the wizard as this tab left it. A missing
 * part reads as empty; a part that is there but unreadable drops the whole
 * state (with a warning), and the wizard starts over.
 */
const wizardStateSchema = v.object({
  step: v.optional(v.picklist(WIZARD_STEPS), 'data'),
  service: v.nullish(
    v.object({
      name: v.pipe(v.string(), v.nonEmpty()),
      context: v.optional(v.string(), ''),
      price: v.optional(v.pipe(v.number(), v.check((value: number) => Number.isFinite(value))), 0),
      category: v.optional(v.string(), ''),
    }),
    null,
  ),
  /** Field by field; fields that are not the service type's are left out when read. */
  briefing: v.optional(v.record(v.string(), v.string()), {}),
  file: v.nullish(referenceFileSchema, null),
  preference: v.nullish(v.object({ id: v.pipe(v.string(), v.nonEmpty()), initPoint: v.pipe(v.string(), v.nonEmpty()) }), null),
  result: v.nullish(generationResultSchema, null),
});

const savedWizard = schemaItem('session', STORAGE_KEYS.wizardState, wizardStateSchema);

function readBriefing(value: Readonly<Partial<Record<string, string>>>, type: ServiceType | 'other' | undefined): Briefing {
  if (!type || type === 'other') return {};
  const briefing: Briefing = {};
  for (const { name } of BRIEFING_FIELDS[type]) {
    const field = value[name];
    if (field !== undefined) briefing[name] = field;
  }
  if (briefing.voiceType && !(VOICE_TYPES as readonly string[]).includes(briefing.voiceType)) delete briefing.voiceType;
  return briefing;
}

/** The wizard as this tab left it; anything unreadable starts over. */
export function loadWizardState(): WizardState {
  const saved = savedWizard.get();
  if (!saved) return EMPTY_WIZARD;
  const service: CatalogueService | null = saved.service && { ...saved.service, type: serviceTypeOf(saved.service.name) };
  const { result } = saved;
  let step = saved.step;
  // A run interrupted by a reload is not resumed blindly: the payment step shows the quota first.
  if (step === 'processing') step = 'payment';
  if (step === 'completed' && !result) step = 'data';
  if (!service && step !== 'completed') step = 'data';
  return { step, service, briefing: readBriefing(saved.briefing, service?.type), file: saved.file, preference: saved.preference, result };
}

export function saveWizardState(state: WizardState): void {
  savedWizard.set(state);
}

export function clearWizardState(): void {
  savedWizard.remove();
}

/** 'Reutilizar' from the history: the previous prompt, service name and type (read once). */
export interface ReuseForm {
  prompt: string;
  serviceName: string;
  serviceType: ServiceType | 'other';
}

/** Reads the reused order without consuming it (initializers may run twice); `forgetReuseForm` consumes it. */
export function readReuseForm(): ReuseForm | null {
  const saved = journey.serviceForm.get();
  if (!saved) return null;
  const mapped = serviceTypeOf(saved.service_name);
  const declared = SERVICE_TYPES.find((type) => type === saved.service_type);
  return { prompt: saved.prompt, serviceName: saved.service_name, serviceType: mapped !== 'other' ? mapped : (declared ?? 'other') };
}

export const forgetReuseForm = () => journey.serviceForm.remove();

/** The wizard pre-filled from a reused order, once the catalogue tells its price and context. */
export function stateFromReuse(reuse: ReuseForm, catalogue: readonly CatalogueService[]): WizardState {
  const fromCatalogue = catalogue.find((service) => service.name.trim().toLowerCase() === reuse.serviceName.toLowerCase());
  const service: CatalogueService = fromCatalogue ?? { name: reuse.serviceName, context: '', price: 0, category: '', type: reuse.serviceType };
  const type = service.type === 'other' ? reuse.serviceType : service.type;
  const briefing = type === 'other' ? {} : readBriefing(parsePrompt(reuse.prompt, type), type);
  return { ...EMPTY_WIZARD, service: { ...service, type }, briefing };
}
