import { useCallback, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './audio-clip.css';

/** A clip's length as players write it: 0:08, 2:05, 1:02:03. */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The length the browser read, or null while it is unknown (no metadata yet, a stream without an end). */
const knownLength = (audio: HTMLAudioElement): number | null => (Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : null);

interface Props {
  /** The clip; none yet while it is being fetched (the player shows, without a length). */
  src: string | undefined;
  /** The player's accessible name. */
  label: string;
  className?: string;
}

/**
 * A generated audio result: the player, with its metadata read up front (`preload="metadata"`: with `none` the
 * player knows no length and shows 0:00), and the length written beside it once the browser knows it, so every list
 * of results shows the same length as the result page, or none until it is known.
 */
export function AudioClip({ src, label, className }: Props) {
  const { t } = useTranslation();
  const [length, setLength] = useState<number | null>(null);
  const read = (event: SyntheticEvent<HTMLAudioElement>) => setLength(knownLength(event.currentTarget));
  // Metadata read before React listened (a cached clip) is taken from the element itself.
  const mounted = useCallback((audio: HTMLAudioElement | null) => {
    if (audio && audio.readyState >= HTMLMediaElement.HAVE_METADATA) setLength(knownLength(audio));
  }, []);
  return (
    <span className={['audio-clip', className].filter(Boolean).join(' ')}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- generated audio has no caption track; its script is the order's prompt (and the result page's transcript) */}
      <audio ref={mounted} controls preload="metadata" src={src} aria-label={label} onLoadedMetadata={read} onDurationChange={read} />
      {length !== null && <span className="audio-clip-length">{t('audio.length', { duration: formatDuration(length) })}</span>}
    </span>
  );
}
