import { delay, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import { env } from '@/config/env';
import { DEFAULT_LANGUAGE, type Language } from '@/config/languages';
import { db, type DbUser } from '../db';

/** An API path as the app calls it: under VITE_API_URL (same origin in demo mode and tests). */
export const api = (path: string) => `${env.apiUrl}${path}`;
/** A path on the app's own origin (POST /api/leads). */
export const sameOrigin = (path: string) => path;

let latency = true;
/** Node tests turn simulated latency off so fake timers never wait on the mock. */
export function setDemoLatency(enabled: boolean): void {
  latency = enabled;
}
/** A realistic pause in the browser demo; none in tests. */
export async function demoDelay(ms?: number): Promise<void> {
  if (latency) await delay(ms ?? 'real');
}

/**
 * The site that made the call, for the back URLs and the demo checkout link: the
 * browser's Origin (or Referer) header, since behind a proxy (nginx's /api/ in the
 * smoke tests) the request URL is the API's own address.
 */
export function siteOrigin(request: Request): string {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      return new URL(referer).origin;
    } catch {
      // Fall through to the request's own origin.
    }
  }
  return new URL(request.url).origin;
}

export const jsonError = (status: number, detail: string) => HttpResponse.json({ detail }, { status });

export function userFromRequest(request: Request): DbUser | null {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  const userId = token ? db.sessions[token] : undefined;
  return userId === undefined ? null : (db.users.find((user) => user.id === userId) ?? null);
}

type ResolverInfo<Params extends PathParams> = Parameters<HttpResponseResolver<Params>>[0];

let takeUpOtherTabs: (() => void) | null = null;
/** The browser demo: how to read what the other tabs saved (../shared-db.ts). */
export function onUnknownToken(takeUp: (() => void) | null): void {
  takeUpOtherTabs = takeUp;
}
/** How long a token no tab here knows is looked for in what the other tabs save. */
const OTHER_TAB_TOKEN_WAIT_MS = 1500;
const OTHER_TAB_TOKEN_POLL_MS = 100;

/**
 * Answers 401 like the real API when the bearer token is missing or unknown. A token another tab has just
 * issued reaches this tab's copy of the state a moment after that tab handed it to the app (the browser
 * passes one tab's storage writes to the others asynchronously): the one server the demo stands for would
 * know it, so an unknown token is looked for there for a moment before it is refused.
 */
export function withAuth<Params extends PathParams = PathParams>(
  resolver: (info: ResolverInfo<Params>, user: DbUser) => ReturnType<HttpResponseResolver<Params>>,
): HttpResponseResolver<Params> {
  return async (info) => {
    let user = userFromRequest(info.request);
    const bearer = (info.request.headers.get('Authorization') ?? '').startsWith('Bearer ');
    for (let waited = 0; !user && bearer && takeUpOtherTabs && waited < OTHER_TAB_TOKEN_WAIT_MS; waited += OTHER_TAB_TOKEN_POLL_MS) {
      await delay(OTHER_TAB_TOKEN_POLL_MS);
      takeUpOtherTabs();
      user = userFromRequest(info.request);
    }
    if (!user) return jsonError(401, say(info.request, { 'pt-BR': 'Não autenticado.', 'en-US': 'Not authenticated' }));
    return resolver(info, user);
  };
}

/** Reads a JSON body; a missing or broken body reads as {}. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function issueToken(user: DbUser): string {
  const token = `demo.${user.id}.${Math.random().toString(36).slice(2, 12)}`;
  db.sessions[token] = user.id;
  return token;
}

/**
 * The visitor's language, as the app sends it (Accept-Language, lib/http/http-client.ts):
 * the demo backend's own messages follow it, English for `en*` and the default language otherwise.
 */
export function requestLanguage(request: Request): Language {
  const first = request.headers.get('accept-language')?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : DEFAULT_LANGUAGE;
}

/** A message of the demo backend's own, in both languages. */
export type DemoText = Record<Language, string>;

/** The message in the request's language. */
export const say = (request: Request, text: DemoText): string => text[requestLanguage(request)];
