import type { LeadFormKind } from './lead-config';
import { LeadForm } from './lead-form';

/** The closing call to action of a landing: a pitch beside the lead form. */
export function LeadSection({ kind, title, text }: { kind: LeadFormKind; title: string; text: string }) {
  const headingId = `lead-${kind}-title`;
  return (
    <section id={`lead-${kind}`} className="section landing-lead" aria-labelledby={headingId}>
      <div className="container landing-lead-inner">
        <div className="landing-lead-pitch">
          <h2 id={headingId}>{title}</h2>
          <p className="lead">{text}</p>
        </div>
        <div className="card landing-lead-card">
          <LeadForm kind={kind} labelledBy={headingId} />
        </div>
      </div>
    </section>
  );
}
