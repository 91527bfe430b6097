import { SectionHeading } from './section-heading';

export interface TextItem {
  title: string;
  text: string;
}

function CheckIcon() {
  return (
    <svg className="landing-check" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="currentColor" opacity="0.14" />
      <path d="m7 12.5 3.2 3.2L17.5 8.4" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A titled grid of short benefit or feature cards. */
export function BenefitGrid({ id, title, items, alt = false }: { id: string; title: string; items: readonly TextItem[]; alt?: boolean }) {
  return (
    <section className={`section${alt ? ' section-alt' : ''}`} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} title={title} />
        <ul className={`grid ${items.length === 4 ? 'grid-4' : 'grid-3'} landing-benefits`}>
          {items.map((item) => (
            <li key={item.title} className="card landing-benefit">
              <CheckIcon />
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
