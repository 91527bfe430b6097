import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, markThenRun } from './after-next-paint';

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('runs the step in a task after the next frame, not in the frame itself', () => {
    const step = vi.fn();
    let inFrame = false;
    requestAnimationFrame(() => (inFrame = true));
    afterNextPaint(() => step(inFrame));
    expect(step).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(step).not.toHaveBeenCalled();
    // (A timer queued while fake time is being advanced is due a millisecond later.)
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledOnce();
    expect(step).toHaveBeenCalledWith(true);
  });

  it('runs the step even when no frame comes (a tab in the background), once', () => {
    const step = vi.fn();
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 1);
    afterNextPaint(step);
    vi.advanceTimersByTime(249);
    expect(step).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledOnce();
  });

  it('does not run a cancelled step', () => {
    const step = vi.fn();
    const cancel = afterNextPaint(step);
    cancel();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1000);
    expect(step).not.toHaveBeenCalled();
  });

  it('marks the element as working until its step runs, and clears the mark when cancelled', () => {
    const button = document.createElement('button');
    const step = vi.fn(() => expect(button).not.toHaveAttribute('aria-busy'));
    markThenRun(button, step);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-pending');
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledOnce();
    expect(button).not.toHaveAttribute('data-pending');
    const cancel = markThenRun(button, step);
    cancel();
    expect(button).not.toHaveAttribute('aria-busy');
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledOnce();
  });
});
