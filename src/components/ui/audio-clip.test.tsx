import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AudioClip, formatDuration } from './audio-clip';

/** What the browser reports once it has read a clip's metadata. */
function loadMetadata(audio: HTMLAudioElement, duration: number) {
  Object.defineProperty(audio, 'duration', { configurable: true, value: duration });
  fireEvent(audio, new Event('loadedmetadata'));
}

describe('AudioClip', () => {
  it('reads the metadata up front and shows the length once known, never 0:00 before', () => {
    const { container } = render(<AudioClip src="data:audio/mpeg;base64,AAAA" label="Áudio gerado para Narração" />);
    const audio = container.querySelector('audio')!;
    expect(audio).toHaveAttribute('preload', 'metadata');
    expect(screen.getByLabelText('Áudio gerado para Narração')).toBe(audio);
    expect(container).not.toHaveTextContent(/\d:\d\d/);
    loadMetadata(audio, 8.2);
    expect(screen.getByText('Duração: 0:08')).toBeInTheDocument();
  });

  it('shows no length for a clip without one (a stream, an empty clip)', () => {
    const { container } = render(<AudioClip src="data:audio/mpeg;base64,AAAA" label="Áudio" />);
    const audio = container.querySelector('audio')!;
    loadMetadata(audio, Number.POSITIVE_INFINITY);
    expect(container).not.toHaveTextContent(/\d:\d\d/);
    loadMetadata(audio, 0);
    expect(container).not.toHaveTextContent(/\d:\d\d/);
  });
});

describe('formatDuration', () => {
  it('writes a clip’s length as players do', () => {
    expect(formatDuration(8.2)).toBe('0:08');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
});
