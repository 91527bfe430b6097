/**
 * The only module that touches Web Storage. Every key is named once in
 * STORAGE_KEYS and declared once, with the valibot schema its value must match:
 * here for the keys the app shell and the landings read, in
 * lib/storage/journey-storage.ts for the work in progress several screens share, in
 * the owning feature (through `bundledSchemaItem`) for a key only that feature reads
 * and writes.
 *
 * Reading never throws and never casts: a value that is not valid JSON or does
 * not match its schema is logged once (`console.warn`, naming the key, never the
 * value), removed, and read as null. Storage that throws (Safari private mode,
 * blocked cookies, a full quota) keeps the tab working on an in-memory copy.
 *
 * Validation runs through each schema's own Standard Schema interface, so this
 * module needs no validation library itself; the schemas of its own keys
 * (./storage-schemas.ts) download only when something is stored to check
 * (see `prepareStorage`): a first visit has nothing stored and never loads them.
 */
import type * as v from 'valibot';
import type { StorageSchemas } from './storage-schemas';
import { STORAGE_KEYS } from './storage-keys';
import { readStored as readRaw, removeStored as removeRaw, writeStored as writeRaw, type StorageArea as Area } from './web-storage';
import { withRetries } from '@/lib/retry/with-retries';

/**
 * What may be written: the schema's output with literal strings widened, so
 * callers holding loosely typed data can store it; the schema judges it on read.
 */
type Writable<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Writable<U>[]
    : T extends object
      ? { [K in keyof T]: Writable<T[K]> }
      : T;

export interface StoredItem<T> {
  readonly key: string;
  /** The stored value, or null when there is none or it was invalid (then it is also removed). */
  get(): T | null;
  set(value: Writable<T> | null | undefined): void;
  remove(): void;
}

/** The schema's output type of a stored item. */
type StoredValue<I> = I extends StoredItem<infer T> ? T : never;

function dropInvalid(which: Area, key: string, reason: string): null {
  console.warn(`Ignoring the stored "${key}" (${which}Storage): ${reason}. It was removed.`);
  removeRaw(which, key);
  return null;
}

/** Checks a stored value against its schema: the output, or null (the value is then dropped with a warning). */
function checked<S extends v.GenericSchema>(which: Area, key: string, schema: S, value: unknown): v.InferOutput<S> | null {
  const result = schema['~standard'].validate(value);
  // Our schemas are synchronous; a schema that answers with a promise cannot judge a synchronous read.
  if (result instanceof Promise) return dropInvalid(which, key, 'an asynchronous schema');
  if (!result.issues) return result.value;
  const where = result.issues
    .map((issue) => issue.path?.map((item) => String(typeof item === 'object' ? item.key : item)).join('.') || 'value')
    .join(', ');
  return dropInvalid(which, key, `unexpected shape at ${where}`);
}

function parsed(which: Area, key: string, text: string, format: 'json' | 'text'): { value: unknown } | null {
  if (format === 'text') return { value: text };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    dropInvalid(which, key, 'not valid JSON');
    return null;
  }
}

function write(which: Area, key: string, value: unknown, format: 'json' | 'text'): string | null {
  if (value === null || value === undefined || value === '') {
    removeRaw(which, key);
    return null;
  }
  try {
    const text = format === 'json' ? JSON.stringify(value) : String(value);
    writeRaw(which, key, text);
    return text;
  } catch {
    // Values that cannot be serialised are not kept.
    return null;
  }
}

/**
 * A value kept under `key` and checked against `schema`, which the caller's own code
 * carries (bundled with it), on every read from the first. `json`
 * values are serialised; `text` values are stored as the bare string (the
 * token, the plan id: the format other code and older versions already use).
 */
export function bundledSchemaItem<S extends v.GenericSchema>(which: Area, key: string, schema: S, format: 'json' | 'text' = 'json'): StoredItem<v.InferOutput<S>> {
  return itemCheckedBy(which, key, format, () => schema);
}

/**
 * The one implementation of a stored item. `schemaOf` is null while the schema
 * has not downloaded (keys declared here, see `lazySchemaItem`): this tab's own
 * last write then reads back as written (it was typed as the schema's output),
 * and anything else reads as null with a warning.
 */
function itemCheckedBy<S extends v.GenericSchema>(which: Area, key: string, format: 'json' | 'text', schemaOf: () => S | null): StoredItem<v.InferOutput<S>> {
  let ownWrite: { text: string; value: v.InferOutput<S> } | null = null;
  return {
    key,
    get: () => {
      const text = readRaw(which, key);
      if (text === null) return null;
      const schema = schemaOf();
      if (schema) {
        const value = parsed(which, key, text, format);
        return value && checked(which, key, schema, value.value);
      }
      if (ownWrite?.text === text) return ownWrite.value;
      console.warn(`The stored "${key}" was read before its schema loaded; it reads as empty until then.`);
      void loadStorageSchemas();
      return null;
    },
    set: (value: v.InferOutput<S> | null | undefined) => {
      const text = write(which, key, value, format);
      ownWrite = text === null || value === null || value === undefined ? null : { text, value };
    },
    remove: () => {
      ownWrite = null;
      removeRaw(which, key);
    },
  };
}

let ownSchemas: StorageSchemas | null = null;
let loadingStorageSchemas: Promise<void> | null = null;

/** Downloads the schemas of this module's keys (once); resolves when their reads can be checked. */
export function loadStorageSchemas(): Promise<void> {
  loadingStorageSchemas ??= withRetries(() => import('./storage-schemas')).then((module) => {
    ownSchemas = module.storageSchemas;
  });
  return loadingStorageSchemas;
}

/** This module's keys, as [area, key]: what `prepareStorage` looks for. */
const ownKeys: [Area, string][] = [];

/** The keys whose stored value needs the schemas chunk (the build tells the page script, which preloads it then). */
export const keysCheckedOnDemand = (): readonly (readonly [Area, string])[] => ownKeys;

/**
 * Before the app's first render (the i18n start awaits it): loads the schemas when one of this
 * module's keys holds a value, so every read of it is checked as it happens.
 * With nothing stored (a first visit) nothing downloads.
 */
export function prepareStorage(): Promise<void> {
  return ownKeys.some(([which, key]) => readRaw(which, key) !== null) ? loadStorageSchemas() : Promise.resolve();
}

/**
 * Runs `read` once this module's keys can be checked: at once when they can, else
 * after the schemas download. For values another tab stored after start-up (its
 * `storage` events), which `prepareStorage` could not see coming.
 */
export function whenStorageChecked(read: () => void): void {
  if (ownSchemas) read();
  else void loadStorageSchemas().then(read, read);
}

/**
 * A key declared here, whose schema is in ./storage-schemas.ts, a chunk downloaded
 * only when needed (lazily): checked from the first read once `prepareStorage` or `whenStorageChecked` has loaded it.
 */
function lazySchemaItem<K extends keyof StorageSchemas>(which: Area, key: string, schema: K, format: 'json' | 'text'): StoredItem<v.InferOutput<StorageSchemas[K]>> {
  ownKeys.push([which, key]);
  return itemCheckedBy(which, key, format, () => ownSchemas?.[schema] ?? null);
}

export { STORAGE_KEYS };

/** What a logout keeps: the visitor's language and cookie choice, the demo backend's data and the single-generation guards. */
const KEPT_ON_LOGOUT: ReadonlySet<string> = new Set([
  STORAGE_KEYS.language,
  STORAGE_KEYS.consent,
  STORAGE_KEYS.demoBackend,
  STORAGE_KEYS.generationTriggered,
  STORAGE_KEYS.generationClaims,
]);

/**
 * Logout ends the journey: the token and every key of work in progress (pending
 * plan, forms, wizard, continue flags, saved trial...) go, in both storages, so
 * the next person on this computer does not inherit a checkout. Keys added to
 * STORAGE_KEYS later are cleared too unless listed in KEPT_ON_LOGOUT.
 */
export function endJourney(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    if (KEPT_ON_LOGOUT.has(key)) continue;
    removeRaw('local', key);
    removeRaw('session', key);
  }
}

/** localStorage: survives tabs, restarts and the payment redirect. */
export const persistent = {
  token: lazySchemaItem('local', STORAGE_KEYS.token, 'token', 'text'),
  /** The cookie choice per category, with the version of the policy it answered and when (lib/analytics/analytics.ts). */
  consent: lazySchemaItem('local', STORAGE_KEYS.consent, 'consent', 'json'),
};

/** sessionStorage (not the login session): this tab's work in progress, gone with the tab. */
export const perTab = {
  /** The campaign of the URL this visit arrived on (lib/links/utm.ts). */
  utm: lazySchemaItem('session', STORAGE_KEYS.utm, 'utm', 'json'),
  /** What was typed into each landing's lead form (features/marketing/use-lead-form.ts). */
  leadForms: lazySchemaItem('session', STORAGE_KEYS.leadForms, 'leadForms', 'json'),
  /** The lead each landing form last sent (features/marketing/sent-lead.ts): said again on the way back from the chat. */
  sentLeads: lazySchemaItem('session', STORAGE_KEYS.sentLeads, 'sentLeads', 'json'),
};

export type ConsentRecord = StoredValue<typeof persistent.consent>;
export type UtmFields = StoredValue<typeof perTab.utm>;
export type SavedLeadForms = StoredValue<typeof perTab.leadForms>;
export type SentLeads = StoredValue<typeof perTab.sentLeads>;
