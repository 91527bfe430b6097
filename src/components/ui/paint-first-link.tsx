import type { MouseEvent } from 'react';
import { Link, useNavigate, type LinkProps } from 'react-router-dom';
import { useMarkThenRun } from '@/lib/react/use-mark-then-run';

type PaintFirstLinkProps = Omit<LinkProps, 'to' | 'target' | 'reloadDocument'> & { to: string };

/** A click the link itself handles: the main button, no key held (a new tab or window is the browser's). */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link to a screen that is heavy to draw (a receipt, an order's status): the tap is answered in its own frame (the
 * link shows it is working), and the move to the screen, which renders it at once, follows once that frame is painted.
 * Still a plain link: its address, a new tab, a middle click.
 */
export function PaintFirstLink({ to, onClick, replace, state, ...link }: PaintFirstLinkProps) {
  const navigate = useNavigate();
  const markThenRun = useMarkThenRun();
  return (
    <Link
      {...link}
      to={to}
      replace={replace}
      state={state}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        const element = event.currentTarget;
        markThenRun(element, () => navigate(to, { replace, state }));
      }}
    />
  );
}
