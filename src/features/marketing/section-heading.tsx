import type { ReactNode } from 'react';

/** An h2 with an optional lead, centred above a landing section. */
export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: ReactNode }) {
  return (
    <div className="landing-section-heading">
      <h2 id={id}>{title}</h2>
      {lead && <p className="lead">{lead}</p>}
    </div>
  );
}
