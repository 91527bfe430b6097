import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/page-spinner';
import { afterNextPaint } from '@/lib/react/after-next-paint';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  /** The image; null while it is being fetched. */
  src: string | null;
  /** The image could not be read: the viewer says so. */
  failed?: boolean;
  title: string;
  onClose: () => void;
}

/**
 * A full-screen image viewer: a modal dialog that keeps focus inside, closes
 * with Escape or its button, hides the page behind from assistive technology
 * (inert) and gives focus back to what opened it.
 */
export function ImageViewer({ src, failed = false, title, onClose }: Props) {
  const { t } = useTranslation('client-area');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKeyDown = (event: KeyboardEvent) => trapKeys(event, dialogRef.current, () => onCloseRef.current());
    document.addEventListener('keydown', onKeyDown);
    // The page behind is made inert, kept from scrolling and left by the focus once the viewer is on screen: each
    // restyles and lays out the whole page, which on a slow phone would hold the tap's frame for a tenth of a second.
    let background: Element[] = [];
    let overflow: string | null = null;
    const cancel = afterNextPaint(() => {
      const host = dialogRef.current?.parentElement;
      background = Array.from(document.body.children).filter((element) => element !== host && !element.hasAttribute('inert'));
      background.forEach((element) => element.setAttribute('inert', ''));
      overflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      closeRef.current?.focus();
    });
    return () => {
      cancel();
      document.removeEventListener('keydown', onKeyDown);
      background.forEach((element) => element.removeAttribute('inert'));
      if (overflow !== null) document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div className="client-viewer-backdrop">
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className="client-viewer">
        <div className="client-viewer-bar">
          <h2 id={titleId} className="client-viewer-title">
            {title}
          </h2>
          <button ref={closeRef} type="button" className="btn btn-small btn-secondary" onClick={onClose}>
            {t('viewer.close')}
          </button>
        </div>
        {src ? (
          <img className="client-viewer-image" src={src} alt={title} />
        ) : failed ? (
          <p className="client-viewer-message" role="alert">
            {t('result.unreadable.binary')}
          </p>
        ) : (
          <p className="client-viewer-message" role="status">
            <Spinner size="sm" /> {t('viewer.loading')}
          </p>
        )}
      </div>
    </div>,
    document.body,
  );
}

/** Escape closes; Tab and Shift+Tab cycle within the dialog. */
function trapKeys(event: KeyboardEvent, dialog: HTMLElement | null, close: () => void) {
  if (event.key === 'Escape') {
    event.preventDefault();
    close();
    return;
  }
  if (event.key !== 'Tab' || !dialog) return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (!dialog.contains(document.activeElement)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
