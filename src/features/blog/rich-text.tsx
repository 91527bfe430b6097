import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { Rich } from './types';

/** Text with internal links, rendered as React elements (never as HTML). */
export function RichText({ value }: { value: Rich }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <Link key={index} to={part.to}>
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}
