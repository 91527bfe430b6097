import { FaqList, type FaqItem } from '@/components/ui/faq-list';
import { SectionHeading } from './section-heading';

/** A landing's FAQ, with its FAQPage structured data. */
export function FaqSection({ id, title, items, alt = false }: { id: string; title: string; items: readonly FaqItem[]; alt?: boolean }) {
  return (
    <section className={`section${alt ? ' section-alt' : ''}`} aria-labelledby={id}>
      <div className="container landing-faq">
        <SectionHeading id={id} title={title} />
        <FaqList items={items} />
      </div>
    </section>
  );
}
