import type { ReactNode } from 'react';

type Tone = 'error' | 'warning' | 'success' | 'info';

/**
 * A message box. Errors and warnings use role="alert" (read at once);
 * success and info use role="status" (read politely).
 */
export function Alert({ tone = 'error', children, id, className }: { tone?: Tone; children: ReactNode; id?: string; className?: string }) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div id={id} role={role} className={['alert', `alert-${tone}`, className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
