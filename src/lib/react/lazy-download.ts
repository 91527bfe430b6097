import { lazy, type LazyExoticComponent } from 'react';
import { withRetries } from '@/lib/retry/with-retries';

/** What React.lazy accepts: a component of any props. */
type Lazy = Parameters<typeof lazy>[0] extends () => PromiseLike<{ default: infer C }> ? C : never;

/**
 * React.lazy for a part of a page, its download retried a few times with growing pauses (withRetries). React keeps
 * the outcome, so a failure is never asked for again by rendering: after the last attempt it reaches the nearest
 * error boundary (a DownloadBoundary around the part, or the page's), which says so with a way to try again.
 */
export function lazyWithRetries<T extends Lazy>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => withRetries(load));
}

const Nothing = () => null;

/** For a part the page works without (a banner, a note): after the last failed attempt it is left out. */
export function lazyOptional<T extends Lazy>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  // Renders nothing whatever it is given, so it stands for any component.
  return lazy(() => withRetries(load).catch(() => ({ default: Nothing as unknown as T })));
}
