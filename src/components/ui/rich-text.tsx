import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isBaseBlock, isRich, type BaseBlock, type Block, type Inline, type Rich } from '@/lib/format/rich-text';

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
