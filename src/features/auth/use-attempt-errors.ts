import { useState } from 'react';
import type { FieldError } from './validate';

/**
 * The errors of a form's last attempt, which describe the values it was made with: once the
 * visitor changes a field (typing, a password manager, the demo accounts' "use" button), the
 * server's answer to that attempt goes, and so does that field's own error; the other fields
 * keep theirs until the next attempt. Compared during render (React's "adjusting state when a
 * prop changes"), so whatever changed a value, the stale message never shows beside the new one.
 */
export function useAttemptErrors<F extends string, E extends string = FieldError>(values: Record<F, unknown>) {
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, E>>>({});
  const [error, setError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(values);

  const changed = (Object.keys(values) as F[]).filter((field) => !Object.is(values[field], attempted[field]));
  if (changed.length) {
    setAttempted(values);
    if (error !== null) setError(null);
    if (changed.some((field) => fieldErrors[field])) {
      setFieldErrors((current) => {
        const next = { ...current };
        for (const field of changed) delete next[field];
        return next;
      });
    }
  }

  return { fieldErrors, setFieldErrors, error, setError };
}
