/**
 * The only module that touches Web Storage. Every key is named once in
 * STORAGE_KEYS (./storage-keys.ts) and declared once, by the code that owns it, with
 * the valibot schema its value must match: through `bundledSchemaItem` when the schema
 * may travel with the owner's code, through `onDemandSchemaItem` for the keys a first
 * visit may meet (the session's token, the cookie choice, the visit's campaign, the lead
 * forms), whose schemas download only when one of them holds a value (`checkOnDemand`).
 *
 * Reading never throws and never casts: a value that is not valid JSON or does
 * not match its schema is logged once (`console.warn`, naming the key, never the
 * value), removed, and read as null. Storage that throws (Safari private mode,
 * blocked cookies, a full quota) keeps the tab working on an in-memory copy.
 *
 * Validation runs through each schema's own Standard Schema interface, so this
 * module needs no validation library itself.
 */
import type * as v from 'valibot';
import { STORAGE_KEYS } from './storage-keys';
import type { TokenSchema } from './token-schema';
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
 * has not downloaded (an on-demand key, see `onDemandSchemaItem`): this tab's own
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

/** Schemas by storage key, for the keys checked on demand. */
type SchemasByKey = Readonly<Record<string, v.GenericSchema>>;

interface OnDemand {
  /** The keys whose values the on-demand schemas check, as [area, key]: what `prepareStorage` looks for. */
  keys: readonly (readonly [Area, string])[];
  /** Downloads their schemas (one chunk), by key. */
  load: () => Promise<SchemasByKey>;
}

let onDemand: OnDemand | null = null;
let onDemandSchemas: SchemasByKey | null = null;
let loadingStorageSchemas: Promise<void> | null = null;

/**
 * Names the keys checked on demand and where their schemas come from. The app calls it once, before
 * it starts (src/app/schemas-on-demand.ts): only the app knows every owner's schema.
 */
export function checkOnDemand(config: OnDemand): void {
  onDemand = config;
}

/** Downloads the on-demand schemas (once); resolves when their keys' reads can be checked. */
export function loadStorageSchemas(): Promise<void> {
  const config = onDemand;
  if (!config) return Promise.resolve();
  loadingStorageSchemas ??= withRetries(config.load).then((schemas) => {
    onDemandSchemas = schemas;
  });
  return loadingStorageSchemas;
}

/** The keys whose stored value needs the on-demand schemas. */
const keysCheckedOnDemand = (): readonly (readonly [Area, string])[] => onDemand?.keys ?? [];

/**
 * Before the app's first render (the i18n start awaits it): loads the on-demand schemas when one of
 * their keys holds a value, so every read of it is checked as it happens.
 * With nothing stored (a first visit) nothing downloads.
 */
export function prepareStorage(): Promise<void> {
  return keysCheckedOnDemand().some(([which, key]) => readRaw(which, key) !== null) ? loadStorageSchemas() : Promise.resolve();
}

/**
 * Runs `read` once the on-demand keys can be checked: at once when they can, else
 * after their schemas download. For values another tab stored after start-up (its
 * `storage` events), which `prepareStorage` could not see coming.
 */
export function whenStorageChecked(read: () => void): void {
  if (onDemandSchemas) read();
  else void loadStorageSchemas().then(read, read);
}

/**
 * A key a first visit may meet, declared by its owner with its schema's type (`S`); the schema itself
 * is in the on-demand chunk (see `checkOnDemand`), checked from the first read once `prepareStorage`
 * or `whenStorageChecked` has loaded it.
 */
export function onDemandSchemaItem<S extends v.GenericSchema>(which: Area, key: string, format: 'json' | 'text'): StoredItem<v.InferOutput<S>> {
  return itemCheckedBy<S>(which, key, format, () => {
    if (!onDemandSchemas) return null;
    const schema = onDemandSchemas[key] as S | undefined;
    if (!schema) console.warn(`The stored "${key}" has no schema among the on-demand ones; it reads as empty.`);
    return schema ?? null;
  });
}

export { STORAGE_KEYS };

/** Removes a key from both storages, and from this page's memory of them: a logout forgets by key (src/domain/journey). */
export function forgetStored(key: string): void {
  removeRaw('local', key);
  removeRaw('session', key);
}

/** localStorage: survives tabs, restarts and the payment redirect. */
export const persistent = {
  /** The session's bearer token (src/domain/session), stored as the bare string; its schema: ./token-schema.ts. */
  token: onDemandSchemaItem<TokenSchema>('local', STORAGE_KEYS.token, 'text'),
};
