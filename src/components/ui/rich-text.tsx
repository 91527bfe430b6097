import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isBaseBlock, isRich, type BaseBlock, type Block, type Inline, type Rich, type Section } from '@/lib/format/rich-text';
import './rich-text.css';

function InlineView({ part }: { part: Inline }) {
  if (typeof part === 'string') return <>{part}</>;
  if ('to' in part) return <Link to={part.to}>{part.text}</Link>;
  // Links out open in the same tab; an https page gets no window.opener and no referrer.
  return part.href.startsWith('https://') ? (
    <a href={part.href} rel="noopener noreferrer">
      {part.text}
    </a>
  ) : (
    <a href={part.href}>{part.text}</a>
  );
}

/** Text with links (src/lib/format/rich-text.ts), rendered as React elements, never as HTML. */
export function RichText({ value }: { value: Rich }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.map((part, index) => (
        <InlineView key={index} part={part} />
      ))}
    </>
  );
}

function BaseBlockView({ block }: { block: BaseBlock }) {
  if (isRich(block)) {
    return (
      <p>
        <RichText value={block} />
      </p>
    );
  }
  if ('h3' in block) return <h3>{block.h3}</h3>;
  const ordered = 'ol' in block;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List>
      {(ordered ? block.ol : block.ul).map((item, index) => (
        <li key={index}>
          <RichText value={item} />
        </li>
      ))}
    </List>
  );
}

/** A section's blocks in order; `extra` renders the blocks a feature adds to the shared ones (the blog's tip...). */
export function RichBlocks<Extra extends object>({ blocks, extra }: { blocks: readonly Block<Extra>[]; extra: (block: Extra) => ReactNode }) {
  return (
    <>
      {blocks.map((block, index) => (isBaseBlock(block) ? <BaseBlockView key={index} block={block} /> : <Fragment key={index}>{extra(block)}</Fragment>))}
    </>
  );
}

/** A section of a text; one with an `id` is an anchor (a legal page's contents link to it), named by its heading. */
type DocumentSection<Extra extends object> = Section<Extra> & { readonly id?: string };

/**
 * A text's body (a blog article's, a legal page's): its intro paragraphs, the first one its lead, then its
 * sections, each an h2 over its blocks. `className` is the text's own look (its sizes); the spacing of its
 * sections, lists and sub-headings is the shared `.prose` (./rich-text.css).
 */
export function RichDocument<Extra extends object>({
  intro,
  sections,
  extra,
  className,
}: {
  intro: readonly Rich[];
  sections: readonly DocumentSection<Extra>[];
  extra: (block: Extra) => ReactNode;
  className: string;
}) {
  return (
    <div className={`prose ${className}`}>
      {intro.map((paragraph, index) => (
        <p key={index} className={index === 0 ? 'prose-intro' : undefined}>
          <RichText value={paragraph} />
        </p>
      ))}
      {sections.map((section) => {
        const headingId = section.id && `${section.id}-heading`;
        return (
          <section key={section.id ?? section.heading} id={section.id} className="prose-section" aria-labelledby={headingId}>
            <h2 id={headingId}>{section.heading}</h2>
            <RichBlocks blocks={section.blocks} extra={extra} />
          </section>
        );
      })}
    </div>
  );
}
