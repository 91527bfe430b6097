import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { query } from '@/config/routes';
import { wizardEntryOf, wizardEntryState, type WizardStep } from './wizard-history';

interface Options {
  /** The draft's id. */
  order: string;
  /** The step the draft holds (saved with it, for reloads). */
  saved: WizardStep;
  /** The order has its result: every entry of it shows the result. */
  finished: boolean;
  /** Sets the draft's step (the state only). */
  setStep: (step: WizardStep) => void;
  /** Back from the login with ?goToPayment: the flag leaves the address, and a complete order resumes at payment. */
  fromLogin: boolean;
  /** Every required field is filled in: the order can be paid. */
  complete: boolean;
}

/**
 * The wizard's steps as history entries (wizard-history.ts). `move` is the one way to change step: a new entry
 * (`replace` for one that takes the current entry's place). Back and Forward onto an entry of this order show its
 * step, which becomes the draft's. An entry that is not this order's yet (the page as opened, a return from the
 * login, an entry of an earlier order) shows the draft as it stands and is made this order's, so an earlier order
 * never comes back. Processing (a plan run under way) and a finished order hold whatever the entry says.
 */
export function useStepHistory({ order, saved, finished, setStep, fromLogin, complete }: Options) {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const entry = wizardEntryOf(state);
  const own = entry?.order === order ? entry : null;
  const held = finished || saved === 'processing';
  const step: WizardStep = held || !own ? saved : own.step;

  const move = useCallback(
    (next: WizardStep, { replace = false }: { replace?: boolean } = {}) => {
      setStep(next);
      const entryState = wizardEntryState(state, order, next);
      if (entryState) navigate({ pathname, search, hash }, { replace, state: entryState });
    },
    [setStep, navigate, pathname, search, hash, state, order],
  );

  // Back or Forward onto another step of this order: the draft follows, so a reload shows the same step.
  useEffect(() => {
    if (own && !held && own.step !== saved) setStep(own.step);
  }, [own, held, saved, setStep]);

  // This entry becomes the order's, at the step shown (the payment step when back from the login to pay).
  useEffect(() => {
    if (own && !fromLogin) return;
    const target = fromLogin && complete && !held ? 'payment' : saved;
    const params = new URLSearchParams(search);
    params.delete(query.goToPayment);
    const rest = params.toString();
    const entryState = wizardEntryState(state, order, target === 'processing' || target === 'completed' ? 'payment' : target);
    if (target !== saved) setStep(target);
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, state: entryState });
  }, [own, fromLogin, complete, held, saved, search, state, order, pathname, hash, navigate, setStep]);

  return { step, move, entryStep: own?.step ?? null };
}
