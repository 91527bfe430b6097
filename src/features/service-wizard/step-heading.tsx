import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of the current step. With `focus`, it takes focus when it
 * appears (after the customer moved between steps, not on page load), so
 * keyboard and screen-reader users follow along.
 */
export function StepHeading({ children, focus = false }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h3 ref={ref} tabIndex={-1} className="wizard-step-title">
      {children}
    </h3>
  );
}
