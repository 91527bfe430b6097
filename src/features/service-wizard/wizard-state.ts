import * as v from 'valibot';
import { bundledSchemaItem, STORAGE_KEYS } from '@/lib/storage/storage';
import { journey } from '@/domain/journey';
import { BRIEFING_FIELDS, isVoiceType, type Briefing } from './briefing';
import { parsePrompt } from './prompt';
import { serviceTypeOf, SERVICE_TYPES, type ServiceType } from '@/domain/orders';
import { emptyWizard, generationResultSchema, type CatalogueService, type ReferenceFile, type WizardState } from './types';
import { WIZARD_STEPS } from './wizard-history';

/**
 * The reference file stays in memory only, with the order it belongs to: a data URL of up to 1 MB would crowd
 * sessionStorage's quota (and a write refused there would lose it silently). sessionStorage keeps its name, so
 * after a reload the wizard says it must be attached again.
 */
let attached: { order: string; file: ReferenceFile } | null = null;

/** What sessionStorage keeps of a reference file: enough to name it (a stored data URL of older versions is dropped). */
const fileNoteSchema = v.object({ name: v.pipe(v.string(), v.nonEmpty()) });

/**
 * sessionStorage serviceWizardState: the wizard as this tab left it. A missing
 * part reads as empty; a part that is there but unreadable drops the whole
 * state (with a warning), and the wizard starts over.
 */
const wizardStateSchema = v.object({
  order: v.optional(v.pipe(v.string(), v.nonEmpty())),
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
  file: v.nullish(fileNoteSchema, null),
  preference: v.nullish(v.object({ id: v.pipe(v.string(), v.nonEmpty()), initPoint: v.pipe(v.string(), v.nonEmpty()) }), null),
  result: v.nullish(generationResultSchema, null),
});

const savedWizard = bundledSchemaItem('session', STORAGE_KEYS.wizardState, wizardStateSchema);

function readBriefing(value: Readonly<Partial<Record<string, string>>>, type: ServiceType | 'other' | undefined): Briefing {
  if (!type || type === 'other') return {};
  const briefing: Briefing = {};
  for (const { name } of BRIEFING_FIELDS[type]) {
    const field = value[name];
    if (field !== undefined) briefing[name] = field;
  }
  if (briefing.voiceType && !isVoiceType(briefing.voiceType)) delete briefing.voiceType;
  return briefing;
}

/** The wizard as this tab left it; anything unreadable starts over. */
export function loadWizardState(): WizardState {
  const saved = savedWizard.get();
  if (!saved) return emptyWizard();
  const order = saved.order ?? emptyWizard().order;
  // The file this page still holds for this order, or the name of one a reload lost.
  const kept = saved.file && attached?.order === order && attached.file.name === saved.file.name ? attached.file : null;
  const service: CatalogueService | null = saved.service && { ...saved.service, type: serviceTypeOf(saved.service.name) };
  const { result } = saved;
  let step = saved.step;
  // A run interrupted by a reload is not resumed blindly: the payment step shows the quota first.
  if (step === 'processing') step = 'payment';
  if (step === 'completed' && !result) step = 'data';
  if (!service && step !== 'completed') step = 'data';
  return {
    order,
    step,
    service,
    briefing: readBriefing(saved.briefing, service?.type),
    file: kept,
    lostFile: saved.file && !kept ? saved.file.name : null,
    preference: saved.preference,
    result,
  };
}

export function saveWizardState(state: WizardState): void {
  const { file, lostFile, ...rest } = state;
  attached = file ? { order: state.order, file } : null;
  const name = file?.name ?? lostFile;
  savedWizard.set({ ...rest, file: name ? { name } : null });
}

export function clearWizardState(): void {
  attached = null;
  savedWizard.remove();
}

/**
 * Back from a paid order: the draft goes if it is that order, the one that went to the checkout (it has a payment
 * link), with this preference when the return names one. A newer draft, begun since, stays.
 */
export function forgetPaidDraft(preferenceId: string | null): void {
  const saved = savedWizard.get();
  if (!saved?.preference) return;
  if (preferenceId && saved.preference.id !== preferenceId) return;
  clearWizardState();
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
  return { ...emptyWizard(), service: { ...service, type }, briefing };
}
