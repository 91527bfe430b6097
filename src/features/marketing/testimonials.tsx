import { IllustrativeNote } from './illustrative-note';
import { SectionHeading } from './section-heading';

export interface TestimonialItem {
  quote: string;
  name: string;
  role: string;
}

/** One or more customer quotes as <figure>/<blockquote>. */
export function Testimonials({ id, title, items }: { id: string; title: string; items: readonly TestimonialItem[] }) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} title={title} />
        <div className={`grid ${items.length > 1 ? 'grid-2' : ''} landing-testimonials`}>
          {items.map((item) => (
            <figure key={item.name} className="card landing-testimonial">
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <span className="landing-avatar" aria-hidden="true">
                  {item.name.charAt(0)}
                </span>
                <span>
                  <strong>{item.name}</strong>
                  <br />
                  <span className="muted">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
        <IllustrativeNote kind="testimonials" />
      </div>
    </section>
  );
}
