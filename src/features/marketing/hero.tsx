import type { ReactNode } from 'react';

interface HeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** Buttons, promo note, price readings. */
  children: ReactNode;
  /** The illustration or card beside the text on wide screens. */
  aside?: ReactNode;
}

/** The dark opening band of a landing, with the page's only h1. */
export function Hero({ eyebrow, title, lead, children, aside }: HeroProps) {
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="container landing-hero-inner">
        <div className="landing-hero-text">
          <p className="eyebrow landing-eyebrow">{eyebrow}</p>
          <h1 id="landing-title">{title}</h1>
          <p className="landing-hero-lead">{lead}</p>
          {children}
        </div>
        {aside && <div className="landing-hero-aside">{aside}</div>}
      </div>
    </section>
  );
}
