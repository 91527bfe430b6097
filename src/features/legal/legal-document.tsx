import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { LEGAL_LABELS } from './labels';
import { LegalRichText } from './legal-rich-text';
import { isRich, localDay } from './legal-text';
import type { Block, LegalDocument as LegalDocumentData } from './types';
import './legal.css';

function BlockView({ block }: { block: Block }) {
  if (isRich(block)) {
    return (
      <p>
        <LegalRichText value={block} />
      </p>
    );
  }
  if ('h3' in block) return <h3>{block.h3}</h3>;
  if ('note' in block) {
    return (
      <p className="legal-note">
        <LegalRichText value={block.note} />
      </p>
    );
  }
  const ordered = 'ol' in block;
  const items = ordered ? block.ol : block.ul;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List>
      {items.map((item, index) => (
        <li key={index}>
          <LegalRichText value={item} />
        </li>
      ))}
    </List>
  );
}

/**
 * A privacy policy or terms of use: title, last-updated date, contents with
 * in-page links, then one h2 per section. `notice` sits under the date (the demo marker).
 */
export function LegalDocument({ doc, notice }: { doc: LegalDocumentData; notice?: ReactNode }) {
  const labels = LEGAL_LABELS[doc.language];
  const tocId = 'legal-contents';
  return (
    <article className="legal" lang={doc.language}>
      <header className="legal-header">
        <div className="container legal-column">
          <h1>{doc.title}</h1>
          <p className="legal-updated">
            {labels.updated} <time dateTime={doc.updatedAt}>{formatDate(localDay(doc.updatedAt), doc.language)}</time>
          </p>
          {notice}
        </div>
      </header>
      <div className="container legal-column legal-main">
        <nav className="legal-toc" aria-labelledby={tocId}>
          <h2 id={tocId} className="legal-toc-title">
            {labels.contents}
          </h2>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-prose">
          {doc.intro.map((paragraph, index) => (
            <p key={index} className={index === 0 ? 'legal-intro' : undefined}>
              <LegalRichText value={paragraph} />
            </p>
          ))}
          {doc.sections.map((section) => (
            <section key={section.id} id={section.id} className="legal-section" aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.blocks.map((block, index) => (
                <BlockView key={index} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
