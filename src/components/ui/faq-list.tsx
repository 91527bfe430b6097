import { JsonLd } from './json-ld';
import './faq-list.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions as native disclosures (<details>/<summary>: keyboard and screen
 * reader support built in), plus the matching FAQPage structured data.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <>
      <div className="faq-list">
        {items.map((item) => (
          <details key={item.question} className="faq-item">
            <summary className="faq-question">{item.question}</summary>
            <p className="faq-answer">{item.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd
        data={{
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        }}
      />
    </>
  );
}
