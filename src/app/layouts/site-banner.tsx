import type { ReactNode } from 'react';

/**
 * A full-width notice under the header, with its actions beside the text: a warning is announced at once
 * (`role="alert"`), information politely (`role="status"`).
 */
export function SiteBanner({ tone, text, children }: { tone: 'info' | 'warning'; text: ReactNode; children: ReactNode }) {
  return (
    <div className={`banner banner-${tone}`} role={tone === 'warning' ? 'alert' : 'status'}>
      <div className="container banner-inner">
        <p>{text}</p>
        {children}
      </div>
    </div>
  );
}
