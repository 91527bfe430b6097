import type { ReactNode } from 'react';
import { BRAND_NAME } from '@/config/brand';
import { usePageSeo } from '@/lib/seo/page-seo';
import './payments.css';

type Tone = 'success' | 'pending' | 'failure' | 'unknown';

const MARKS: Record<Tone, string> = { success: '✓', pending: '…', failure: '!', unknown: '?' };

/** The tab says what the page says: its heading, without the closing exclamation. */
const tabTitle = (title: string) => `${title.replace(/[!.]\s*$/, '')} | ${BRAND_NAME}`;

/** The frame every payment result page shares: a mark, the title (also the tab's), then the page's own content. */
export function PaymentResult({ tone, title, children }: { tone: Tone; title: string; children: ReactNode }) {
  usePageSeo({ title: tabTitle(title) });
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
