/**
 * The session's token as stored: the API's bearer token, any non-empty text. A module of its own: the
 * token is checked on demand (./storage.ts), in the chunk src/app/stored-schemas.ts gathers.
 */
import * as v from 'valibot';

export const tokenSchema = v.pipe(v.string(), v.nonEmpty());
export type TokenSchema = typeof tokenSchema;
