import type { ReactNode } from 'react';
import { RichDocument, RichText } from '@/components/ui/rich-text';
import { formatDate } from '@/lib/format/format';
import { LEGAL_LABELS } from './labels';
import { localDay } from './legal-text';
import type { LegalDocument as LegalDocumentData, Note } from './types';
import './legal.css';

function NoteView({ block }: { block: Note }) {
  return (
    <p className="callout">
      <RichText value={block.note} />
    </p>
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
        <RichDocument className="legal-prose" intro={doc.intro} sections={doc.sections} extra={(block) => <NoteView block={block} />} />
      </div>
    </article>
  );
}
