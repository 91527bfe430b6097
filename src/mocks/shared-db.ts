import type { StoredItem } from '@/lib/storage/storage';
import { restoreDb, snapshotDb } from './db';

/**
 * One server, one state, however many tabs run a copy of the demo backend (the service worker hands each
 * request to the tab that made it). The state is saved in localStorage, and each tab:
 *  - takes up what another tab saved before it answers a request (a login, a payment made there);
 *  - saves only when it changed something: a tab that only answered a read must not write its older copy
 *    over another tab's newer one (that would undo, say, the new session of a customer who logged back in).
 */
export function sharedDb(saved: StoredItem<unknown>) {
  /** The state as this tab last took it up or saved it. */
  let known = JSON.stringify(snapshotDb());

  function takeUpSaved(): void {
    const value = saved.get();
    if (value === null || JSON.stringify(value) === known) return;
    if (restoreDb(value)) known = JSON.stringify(snapshotDb());
  }

  return {
    /** At start: the saved state, if there is a usable one. */
    start(): boolean {
      const value = saved.get();
      const restored = value !== null && restoreDb(value);
      known = JSON.stringify(snapshotDb());
      return restored;
    },
    /** Before a request is answered, and when another tab saved. */
    takeUpSaved,
    /** After a response: saves the state if this tab changed it. */
    saveIfChanged(): void {
      const state = snapshotDb();
      const text = JSON.stringify(state);
      if (text === known) return;
      saved.set(state);
      known = text;
    },
  };
}
