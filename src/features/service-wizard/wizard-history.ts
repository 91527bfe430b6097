/**
 * The wizard's steps as entries of the browser's history. Each step the
 * customer moves to (data, summary, payment) is an entry of the page's own
 * address whose router state names the order and the step, so Back and Forward
 * move between this order's steps, and a reload keeps the step (browsers keep
 * an entry's state across reloads). The address itself does not change: no
 * page view, no prerendering question, nothing to share by mistake.
 *
 * Kept light (no schema library): the requester's section, on the landing's
 * first load, reads it to tell the wizard's own moves from arrivals.
 */

export type WizardStep = 'data' | 'summary' | 'payment' | 'processing' | 'completed';
export const WIZARD_STEPS: readonly WizardStep[] = ['data', 'summary', 'payment', 'processing', 'completed'];

/**
 * The steps a history entry can hold: the ones a customer goes back to. Processing is a moment, not a place,
 * and a finished order shows its result from any of its entries.
 */
type EntryStep = Extract<WizardStep, 'data' | 'summary' | 'payment'>;
const ENTRY_STEPS: readonly WizardStep[] = ['data', 'summary', 'payment'];
const isEntryStep = (step: WizardStep): step is EntryStep => ENTRY_STEPS.includes(step);

export interface WizardEntry {
  /** The draft's id (see wizard-state.ts): an entry of another order never shows that order again. */
  order: string;
  step: EntryStep;
}

const ENTRY_KEY = 'wizardStep';

const asRecord = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null);

/** The wizard entry a location's router state holds, if it is one. */
export function wizardEntryOf(state: unknown): WizardEntry | null {
  const entry = asRecord(asRecord(state)?.[ENTRY_KEY]);
  const order = entry?.order;
  const step = entry?.step as WizardStep | undefined;
  return typeof order === 'string' && order !== '' && step && isEntryStep(step) ? { order, step } : null;
}

/**
 * The router state of an entry at `step`: what the entry already held (the requester flag of a "back to the order
 * form" link), the order and step, and `keepScroll` (the page stays where it is: the step's heading takes the focus).
 * Null for a step that is no entry's.
 */
export function wizardEntryState(current: unknown, order: string, step: WizardStep) {
  if (!isEntryStep(step)) return null;
  const entry: WizardEntry = { order, step };
  return { ...asRecord(current), [ENTRY_KEY]: entry, keepScroll: true };
}
