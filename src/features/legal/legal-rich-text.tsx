import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { Inline, Rich } from './types';

function InlineView({ part }: { part: Inline }) {
  if (typeof part === 'string') return <>{part}</>;
  if ('to' in part) return <Link to={part.to}>{part.text}</Link>;
  return part.href.startsWith('https://') ? (
    <a href={part.href} rel="noopener noreferrer">
      {part.text}
    </a>
  ) : (
    <a href={part.href}>{part.text}</a>
  );
}

/** Text with internal and external links, rendered as React elements (never as HTML). */
export function LegalRichText({ value }: { value: Rich }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.map((part, index) => (
        <Fragment key={index}>
          <InlineView part={part} />
        </Fragment>
      ))}
    </>
  );
}
