import type { StoredItem } from '@/lib/storage/storage';
import { restoreDb, snapshotDb } from './db';

/**
 * One server, one state, however many tabs run a copy of the demo backend (the service worker hands each
 * request to the tab that made it). The state is saved in localStorage, and each tab:
 *  - takes up what another tab saved before it answers a request (a login, a payment made there);
 *  - saves only when it changed something: a tab that only answered a read must not write its older copy
 *    over another tab's newer one (that would undo, say, the new session of a customer who logged back in);
 *  - saves its changes on top of what another tab saved meanwhile: a request waits (the demo's latency)
 *    between taking the state up and saving it, and another tab may save in that time. Each part of the
 *    state (the sessions, the history...) this tab did not change is taken from the other tab's save.
 */
export function sharedDb(saved: StoredItem<unknown>) {
  /** The state as this tab last took it up or saved it. */
  let known = JSON.stringify(snapshotDb());

  /** `theirs` with the parts of the state this tab changed since `known` put on top. */
  function withOurChanges(theirs: unknown): unknown {
    if (!theirs || typeof theirs !== 'object') return snapshotDb();
    const base = JSON.parse(known) as Record<string, unknown>;
    const ours = snapshotDb() as unknown as Record<string, unknown>;
    const next: Record<string, unknown> = { ...(theirs as Record<string, unknown>) };
    for (const [part, value] of Object.entries(ours)) {
      if (JSON.stringify(value) !== JSON.stringify(base[part])) next[part] = value;
    }
    return next;
  }

  function takeUpSaved(): void {
    const value = saved.get();
    if (value === null || JSON.stringify(value) === known) return;
    const changedHere = JSON.stringify(snapshotDb()) !== known;
    if (!restoreDb(changedHere ? withOurChanges(value) : value)) return;
    // What this tab changed still counts as changed (against the other tab's save), so it is saved after the response.
    known = changedHere ? JSON.stringify(value) : JSON.stringify(snapshotDb());
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
    /** After a response: saves the state if this tab changed it, on top of another tab's save meanwhile. */
    saveIfChanged(): void {
      if (JSON.stringify(snapshotDb()) === known) return;
      const latest = saved.get();
      if (latest !== null && JSON.stringify(latest) !== known) restoreDb(withOurChanges(latest));
      const state = snapshotDb();
      saved.set(state);
      known = JSON.stringify(state);
    },
  };
}
