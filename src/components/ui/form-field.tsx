import { useId, useLayoutEffect, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error, wired with aria-describedby. */
function FieldFrame({ id, label, hint, error, required, children }: FieldFrameProps) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

type Typable = HTMLInputElement | HTMLTextAreaElement;

/**
 * A prerendered field can be typed into before the app is live. Hydration keeps the text in the
 * field but the app's state never heard of it (React does not replay those changes): once the
 * field has hydrated, it hands its text to `onChange`, as typing would have (docs/startup.md,
 * the event contract). A field rendered by the browser holds its state's value: nothing to do.
 */
function useTypedBeforeLive<E extends Typable>(value: unknown, onChange: ((event: ChangeEvent<E>) => void) | undefined) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field || !onChange || typeof value !== 'string' || field.value === value) return;
    onChange({ target: field, currentTarget: field, type: 'change' } as ChangeEvent<E>);
    // Once, when the field first mounts (hydrates).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

type Common = { label: ReactNode; hint?: ReactNode; error?: ReactNode };

interface ControlWiring<E extends Typable> {
  id: string | undefined;
  className: string;
  required: boolean | undefined;
  hint: ReactNode;
  error: ReactNode;
  value: unknown;
  onChange: ((event: ChangeEvent<E>) => void) | undefined;
}

/** The props every control gets: its id (given or generated), the text typed before hydration, its error and hint for assistive technology. */
function useControlProps<E extends Typable>({ id, className, required, hint, error, value, onChange }: ControlWiring<E>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const ref = useTypedBeforeLive(value, onChange);
  return { ref, id: fieldId, className, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(fieldId, hint, error) };
}

export function TextField({ label, hint, error, id, required, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const control = useControlProps({ id, className: 'input', required, hint, error, value: input.value, onChange: input.onChange });
  return (
    <FieldFrame id={control.id} label={label} hint={hint} error={error} required={required}>
      <input {...control} {...input} />
    </FieldFrame>
  );
}

export function TextAreaField({ label, hint, error, id, required, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useControlProps({ id, className: 'input textarea', required, hint, error, value: textarea.value, onChange: textarea.onChange });
  return (
    <FieldFrame id={control.id} label={label} hint={hint} error={error} required={required}>
      <textarea {...control} {...textarea} />
    </FieldFrame>
  );
}
