import { useCallback, useEffect, useMemo, useState } from 'react';
import { PRICES } from '@/config/prices';
import { useInvalidateHistory } from '@/domain/orders';
import { cleanBriefing, type Briefing, type BriefingField } from './briefing';
import { emptyWizard, type CatalogueService, type GenerationResult, type ReferenceFile, type WizardState } from './types';
import type { WizardStep } from './wizard-history';
import { clearWizardState, forgetReuseForm, loadWizardState, readReuseForm, saveWizardState, stateFromReuse, type ReuseForm } from './wizard-state';

export interface WizardActions {
  selectService: (service: CatalogueService) => void;
  setField: (name: BriefingField, value: string) => void;
  setFile: (file: ReferenceFile | null) => void;
  /** Goes on without the file a reload lost. */
  forgetLostFile: () => void;
  goTo: (step: WizardStep) => void;
  setPreference: (preference: WizardState['preference']) => void;
  complete: (result: GenerationResult) => void;
  reset: () => void;
}

/**
 * The wizard's state, kept in sessionStorage on every change so it survives a
 * reload, the login and the payment redirect. A reused order ('Reutilizar')
 * replaces it once the catalogue has loaded.
 */
export function useWizard(catalogue: readonly CatalogueService[] | undefined) {
  const [state, setState] = useState<WizardState>(loadWizardState);
  const [reuse, setReuse] = useState<ReuseForm | null>(readReuseForm);
  const [reusedFrom, setReusedFrom] = useState<string | null>(null);
  const invalidateHistory = useInvalidateHistory();

  if (reuse && catalogue) {
    const next = stateFromReuse(reuse, catalogue);
    if (!next.service?.price) next.service = next.service && { ...next.service, price: PRICES.perService };
    setReuse(null);
    setReusedFrom(reuse.serviceName);
    setState(next);
  }

  useEffect(() => {
    saveWizardState(state);
  }, [state]);

  // The reused order is consumed once it is in the wizard (and saved with it).
  useEffect(() => {
    if (reusedFrom) forgetReuseForm();
  }, [reusedFrom]);

  const selectService = useCallback((service: CatalogueService) => {
    setState((current) => {
      if (current.service?.name === service.name) return { ...current, service };
      // Fields shared by both types (company, audience...) carry over; the rest is dropped.
      const briefing: Briefing = service.type === 'other' ? {} : cleanBriefing(service.type, current.briefing);
      return { ...current, step: 'data', service, briefing, preference: null, result: null };
    });
  }, []);

  const setField = useCallback((name: BriefingField, value: string) => {
    setState((current) => ({ ...current, briefing: { ...current.briefing, [name]: value }, preference: null }));
  }, []);

  const setFile = useCallback((file: ReferenceFile | null) => setState((current) => ({ ...current, file, lostFile: null, preference: null })), []);
  const forgetLostFile = useCallback(() => setState((current) => ({ ...current, lostFile: null })), []);
  const goTo = useCallback((step: WizardStep) => setState((current) => ({ ...current, step })), []);
  // Saved at once: the browser leaves for Mercado Pago right after, before effects would run.
  const setPreference = useCallback(
    (preference: WizardState['preference']) =>
      setState((current) => {
        const next = { ...current, preference };
        saveWizardState(next);
        return next;
      }),
    [],
  );
  const complete = useCallback((result: GenerationResult) => {
    setState((current) => ({ ...current, step: 'completed', result }));
    // The run is in the history now: the dashboard's table and the quota show it without a reload.
    invalidateHistory();
  }, [invalidateHistory]);
  const reset = useCallback(() => {
    clearWizardState();
    setReusedFrom(null);
    setState(emptyWizard());
  }, []);

  const actions = useMemo<WizardActions>(
    () => ({ selectService, setField, setFile, forgetLostFile, goTo, setPreference, complete, reset }),
    [selectService, setField, setFile, forgetLostFile, goTo, setPreference, complete, reset],
  );
  return { state, actions, isRestoringReuse: reuse !== null, reusedFrom };
}
