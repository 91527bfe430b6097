import type { ReactNode } from 'react';
import './payments.css';

type Tone = 'success' | 'pending' | 'failure' | 'unknown';

const MARKS: Record<Tone, string> = { success: '✓', pending: '…', failure: '!', unknown: '?' };

/** The frame every payment result page shares: a mark, the title, then the page's own content. */
export function PaymentResult({ tone, title, children }: { tone: Tone; title: string; children: ReactNode }) {
  return (
    <section className="container section payments-page">
      <div className={`card payments-card payments-${tone}`}>
        <span className="payments-mark" aria-hidden="true">
          {MARKS[tone]}
        </span>
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
