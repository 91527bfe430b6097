/** How long a deferred step waits at most: a tab in the background paints no frame, and the step must still run. */
const AT_THE_LATEST_MS = 250;

/**
 * Runs STEP once the browser has painted the frame that is being prepared, so a tap's feedback (a dialog's frame, a
 * pressed button) is on screen before the heavy part of its work (a whole page's layout, a new screen's render): the
 * tap's next frame is not held by that work. Returns a function that cancels the step if it has not run.
 */
export function afterNextPaint(step: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    step();
  };
  // The frame's callbacks run before its paint; a task queued from there runs after it.
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (task = setTimeout(run, 0))) : undefined;
  const latest = setTimeout(run, frame === undefined ? 0 : AT_THE_LATEST_MS);
  function cancel() {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(latest);
  }
  return () => {
    done = true;
    cancel();
  };
}

/**
 * Marks ELEMENT as working (aria-busy, and data-pending for its look) in the frame being prepared, then runs STEP once
 * that frame is painted: a tap on a control whose work is heavy (a new screen) is answered at once. The returned
 * function cancels STEP and clears the mark.
 */
export function markThenRun(element: HTMLElement | null | undefined, step: () => void): () => void {
  element?.setAttribute('aria-busy', 'true');
  element?.setAttribute('data-pending', '');
  const unmark = () => {
    element?.removeAttribute('aria-busy');
    element?.removeAttribute('data-pending');
  };
  const cancel = afterNextPaint(() => {
    unmark();
    step();
  });
  return () => {
    cancel();
    unmark();
  };
}
