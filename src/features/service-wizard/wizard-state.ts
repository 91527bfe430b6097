import { session } from '@/lib/storage';
import { BRIEFING_FIELDS, VOICE_TYPES, type Briefing } from './briefing';
import { parsePrompt } from './prompt';
import { isGeneratedType, serviceTypeOf, SERVICE_TYPES, type ServiceType } from '@/lib/service-types';
import { EMPTY_WIZARD, WIZARD_STEPS, type CatalogueService, type GenerationResult, type ReferenceFile, type WizardState } from './types';

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : null);

function readService(value: unknown): CatalogueService | null {
  if (!isRecord(value) || !str(value.name)) return null;
  const name = value.name as string;
  return {
    name,
    context: str(value.context) ?? '',
    price: typeof value.price === 'number' && Number.isFinite(value.price) ? value.price : 0,
    category: str(value.category) ?? '',
    type: serviceTypeOf(name),
  };
}

function readBriefing(value: unknown, type: ServiceType | 'other' | undefined): Briefing {
  if (!isRecord(value) || !type || type === 'other') return {};
  const briefing: Briefing = {};
  for (const { name } of BRIEFING_FIELDS[type]) {
    const field = str(value[name]);
    if (field !== null) briefing[name] = field;
  }
  if (briefing.voiceType && !(VOICE_TYPES as readonly string[]).includes(briefing.voiceType)) delete briefing.voiceType;
  return briefing;
}

function readFile(value: unknown): ReferenceFile | null {
  if (!isRecord(value) || !str(value.name) || !str(value.dataUrl)?.startsWith('data:')) return null;
  return { name: value.name as string, type: str(value.type) ?? 'application/octet-stream', size: Number(value.size) || 0, dataUrl: value.dataUrl as string };
}

function readResult(value: unknown): GenerationResult | null {
  if (!isRecord(value) || !isGeneratedType(value.serviceType)) return null;
  return { serviceType: value.serviceType, serviceName: str(value.serviceName) ?? '', text: str(value.text), binary: str(value.binary), transcript: str(value.transcript), reference: str(value.reference) ?? '' };
}

/** The wizard as this tab left it; anything unreadable starts over. */
export function loadWizardState(): WizardState {
  const raw = session.wizardState.get();
  if (!raw) return EMPTY_WIZARD;
  const service = readService(raw.service);
  const result = readResult(raw.result);
  let step = WIZARD_STEPS.find((candidate) => candidate === raw.step) ?? 'data';
  // A run interrupted by a reload is not resumed blindly: the payment step shows the quota first.
  if (step === 'processing') step = 'payment';
  if (step === 'completed' && !result) step = 'data';
  if (!service && step !== 'completed') step = 'data';
  const preference = isRecord(raw.preference) && str(raw.preference.id) && str(raw.preference.initPoint)
    ? { id: raw.preference.id as string, initPoint: raw.preference.initPoint as string }
    : null;
  return { step, service, briefing: readBriefing(raw.briefing, service?.type), file: readFile(raw.file), preference, result };
}

export function saveWizardState(state: WizardState): void {
  session.wizardState.set(state as unknown as Loose);
}

export function clearWizardState(): void {
  session.wizardState.remove();
}

/** 'Reutilizar' from the history: the previous prompt, service name and type (read once). */
export interface ReuseForm {
  prompt: string;
  serviceName: string;
  serviceType: ServiceType | 'other';
}

/** Reads the reused order without consuming it (initializers may run twice); `forgetReuseForm` consumes it. */
export function readReuseForm(): ReuseForm | null {
  const raw = session.serviceForm.get();
  if (!raw) return null;
  const serviceName = str(raw.service_name)?.trim();
  if (!serviceName) return null;
  const declared = str(raw.service_type);
  const mapped = serviceTypeOf(serviceName);
  const serviceType = mapped !== 'other' ? mapped : (SERVICE_TYPES as readonly string[]).includes(declared ?? '') ? (declared as ServiceType) : 'other';
  return { prompt: str(raw.prompt) ?? '', serviceName, serviceType };
}

export const forgetReuseForm = () => session.serviceForm.remove();

/** The wizard pre-filled from a reused order, once the catalogue tells its price and context. */
export function stateFromReuse(reuse: ReuseForm, catalogue: readonly CatalogueService[]): WizardState {
  const fromCatalogue = catalogue.find((service) => service.name.trim().toLowerCase() === reuse.serviceName.toLowerCase());
  const service: CatalogueService = fromCatalogue ?? { name: reuse.serviceName, context: '', price: 0, category: '', type: reuse.serviceType };
  const type = service.type === 'other' ? reuse.serviceType : service.type;
  const briefing = type === 'other' ? {} : readBriefing(parsePrompt(reuse.prompt, type), type);
  return { ...EMPTY_WIZARD, service: { ...service, type }, briefing };
}
