import type { FormHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/react/use-hydrated';

/**
 * A form of a prerendered page. Until the app has hydrated it, the browser
 * validates it (its required and typed fields): a visitor who sends it empty
 * is answered at once, before any script. Hydrated, the app validates it
 * itself, with its own messages in the page's language (`noValidate`).
 */
export function AppForm(props: Omit<FormHTMLAttributes<HTMLFormElement>, 'noValidate'>) {
  const hydrated = useHydrated();
  return <form {...props} noValidate={hydrated} />;
}
