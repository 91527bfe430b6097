import { afterEach, describe, expect, it } from 'vitest';
import type { StoredItem } from '@/lib/storage/storage';
import { db, resetDb, snapshotDb } from './db';
import { sharedDb } from './shared-db';

/** localStorage as the tabs share it: what was saved last, and how many writes. */
function savedState(initial: unknown = null) {
  let value = structuredClone(initial);
  const writes: unknown[] = [];
  const item: StoredItem<unknown> = {
    key: 'demoBackend',
    get: () => structuredClone(value),
    set: (next) => {
      value = structuredClone(next ?? null);
      writes.push(value);
    },
    remove: () => {
      value = null;
    },
  };
  return { item, writes, read: () => value as ReturnType<typeof snapshotDb> | null };
}

afterEach(() => resetDb());

describe('the demo backend’s state, shared by its tabs', () => {
  it('starts from the saved state', () => {
    const saved = savedState({ ...snapshotDb(), sessions: { 'token-a': 1 } });
    expect(sharedDb(saved.item).start()).toBe(true);
    expect(db.sessions).toEqual({ 'token-a': 1 });
  });

  it('a tab that only answered a read leaves another tab’s newer save alone', () => {
    const saved = savedState(snapshotDb());
    const tab = sharedDb(saved.item);
    tab.start();
    // Another tab logs in and saves; this tab has not heard of it yet and answers a read.
    saved.item.set({ ...snapshotDb(), sessions: { 'new-session': 1 } });
    tab.saveIfChanged();
    expect(saved.writes).toHaveLength(1);
    expect(saved.read()?.sessions).toEqual({ 'new-session': 1 });
  });

  it('takes up another tab’s save before answering, and saves what it changes on top of it', () => {
    const saved = savedState(snapshotDb());
    const tab = sharedDb(saved.item);
    tab.start();
    saved.item.set({ ...snapshotDb(), sessions: { 'new-session': 1 } });
    tab.takeUpSaved();
    expect(db.sessions).toEqual({ 'new-session': 1 });
    db.sessions['another'] = 2;
    tab.saveIfChanged();
    expect(saved.read()?.sessions).toEqual({ 'new-session': 1, another: 2 });
  });

  it('two tabs changing different parts while their requests wait: both changes are kept', () => {
    const saved = savedState(snapshotDb());
    const tab = sharedDb(saved.item);
    tab.start();
    const historyBefore = structuredClone(db.history);
    // This tab took the state up and, during its request's latency, another tab logged in and saved.
    tab.takeUpSaved();
    saved.item.set({ ...snapshotDb(), sessions: { 'new-session': 1 } });
    // This tab's request changes the history (a result came in), then its response is saved.
    db.history = [...db.history, { ...structuredClone(db.history[0]!), id: 999_999 }];
    tab.saveIfChanged();
    expect(saved.read()?.sessions).toEqual({ 'new-session': 1 });
    expect(saved.read()?.history.map((item) => item.id)).toEqual([...historyBefore.map((item) => item.id), 999_999]);
    // ...and this tab now answers with both.
    expect(db.sessions).toEqual({ 'new-session': 1 });
  });

  it('another tab’s save heard while a request of this one is under way keeps what that request changed (a part both changed: this tab’s, saved last)', () => {
    const saved = savedState(snapshotDb());
    const tab = sharedDb(saved.item);
    tab.start();
    db.sessions['mine'] = 2;
    // The storage event: another tab saved a new session before this tab's response was saved.
    saved.item.set({ ...snapshotDb(), sessions: { theirs: 1 } });
    tab.takeUpSaved();
    tab.saveIfChanged();
    expect(saved.read()?.sessions).toEqual({ mine: 2 });
  });

  it('ignores a saved state it cannot use', () => {
    const saved = savedState({ version: 0 });
    const tab = sharedDb(saved.item);
    expect(tab.start()).toBe(false);
    tab.takeUpSaved();
    expect(db.sessions).toEqual({});
  });
});
