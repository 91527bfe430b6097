/**
 * The embedded demo backend's state: a plain typed in-memory store modelling
 * the external API (docs/api-contract.md). Handlers in ./handlers read and change it;
 * tests reset it between cases; in the browser it is saved to localStorage
 * after each mocked response (see start-demo.ts).
 */
import * as v from 'valibot';
import { demoUsers, demoSubscriptions, demoHistory } from './fixtures/accounts';
import { DB_VERSION, type DbState } from './db-rows';

export type * from './db-rows';


function seedState(now = new Date()): DbState {
  return {
    version: DB_VERSION,
    users: demoUsers.map((user) => ({ ...user })),
    sessions: {},
    subscriptions: demoSubscriptions(now),
    preferences: [],
    payments: [],
    history: demoHistory(now),
    leads: [],
    automationRequests: [],
    nextId: 1000,
  };
}

export const db: DbState = seedState();

/** Back to the seeded demo data (tests call this between cases). */
export function resetDb(now?: Date): void {
  Object.assign(db, seedState(now));
}

export function snapshotDb(): DbState {
  return structuredClone(db);
}

/**
 * What a saved snapshot must look like to be restored (localStorage demoBackend):
 * the current version and every table. The rows themselves are the demo's own writes.
 */
export const dbSnapshotSchema = v.object({
  version: v.literal(DB_VERSION),
  users: v.array(v.unknown()),
  sessions: v.record(v.string(), v.unknown()),
  subscriptions: v.array(v.unknown()),
  preferences: v.array(v.unknown()),
  payments: v.array(v.unknown()),
  history: v.array(v.unknown()),
  leads: v.array(v.unknown()),
  automationRequests: v.array(v.unknown()),
  nextId: v.number(),
});

/** Loads a saved snapshot; returns false (and keeps the seed) when it is unusable. */
export function restoreDb(snapshot: unknown): boolean {
  if (!v.is(dbSnapshotSchema, snapshot)) return false;
  Object.assign(db, structuredClone(snapshot));
  return true;
}


export function nextId(): number {
  db.nextId += 1;
  return db.nextId;
}
