/**
 * Reading API responses through valibot schemas. Each request function keeps
 * its response schema next to it and returns the schema's output; a response
 * that does not match is logged (the paths that failed, never values, tokens or
 * headers) and thrown as an ApiError, so the screen shows its usual error text.
 */
import * as v from 'valibot';
import { invalidResponseError } from './api-error';

/** Ids the API sends as numbers or as strings; kept as sent. */
export const apiId = v.union([v.number(), v.pipe(v.string(), v.check((id) => id.trim() !== ''))]);

/** An id the screens use as text (payment and preference ids). */
export const apiIdText = v.pipe(
  apiId,
  v.transform((id) => String(id).trim()),
);

/** Optional text: missing and null both read as null. */
export const optionalText = v.nullish(v.string(), null);

/** A finite number, also when sent as a numeric string. */
export const looseNumber = v.pipe(
  v.union([
    v.number(),
    v.pipe(
      v.string(),
      v.check((text) => text.trim() !== ''),
      v.transform(Number),
    ),
  ]),
  v.check((value: number) => Number.isFinite(value)),
);

/** Where in the body an issue is, as dotted keys (never the value). */
const issuePath = (issue: v.BaseIssue<unknown>) => issue.path?.map((item) => String(item.key)).join('.') || '(root)';

const describe = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues
    .slice(0, 5)
    .map((issue) => `${issuePath(issue)}: expected ${issue.expected ?? issue.kind}`)
    .join('; ');

/** The response as the schema reads it; anything else is logged and thrown as an ApiError. */
export function parseResponse<S extends v.GenericSchema>(schema: S, data: unknown, request: string): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  console.warn(`Unexpected response to ${request}: ${describe(result.issues)}`);
  throw invalidResponseError(request);
}

/** Each item of a list read on its own: invalid items are left out (and logged), the rest is kept. */
export function parseItems<S extends v.GenericSchema>(schema: S, list: readonly unknown[], request: string): v.InferOutput<S>[] {
  const items: v.InferOutput<S>[] = [];
  const problems: string[] = [];
  list.forEach((entry, index) => {
    const result = v.safeParse(schema, entry);
    if (result.success) items.push(result.output);
    else problems.push(`#${index} (${describe(result.issues)})`);
  });
  if (problems.length) console.warn(`Left out ${problems.length} unreadable item(s) of ${request}: ${problems.join(', ')}`);
  return items;
}
