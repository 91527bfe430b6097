/**
 * Hands the main thread back to the browser until the next task, so that a tap or a paint
 * waiting behind the app's start-up is served first: `scheduler.yield()` where the browser has
 * it (the rest of the work keeps its place in line), else a new task.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
