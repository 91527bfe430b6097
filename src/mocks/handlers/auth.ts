import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { api, demoDelay, issueToken, jsonError, readJson, say, withAuth } from './utils';

export const authHandlers = [
  /** OAuth2 password flow: form-encoded username and password. */
  http.post(api('/token'), async ({ request }) => {
    await demoDelay();
    const form = new URLSearchParams(await request.text());
    const email = (form.get('username') ?? '').trim().toLowerCase();
    const password = form.get('password') ?? '';
    const user = db.users.find((candidate) => candidate.email === email && candidate.password === password);
    if (!user) return jsonError(401, say(request, { 'pt-BR': 'E-mail ou senha incorretos.', 'en-US': 'Incorrect username or password' }));
    return HttpResponse.json({ access_token: issueToken(user), token_type: 'bearer' });
  }),

  http.get(
    api('/me'),
    withAuth(async (_info, user) => {
      await demoDelay();
      return HttpResponse.json({ id: user.id, email: user.email, name: user.name });
    }),
  ),

  /** Demo only: the Google consent screen picks an account and gets a token back. */
  http.post(api('/demo/google-login'), async ({ request }) => {
    await demoDelay();
    const body = await readJson(request);
    const user = db.users.find((candidate) => candidate.email === body.email);
    if (!user) return jsonError(404, say(request, { 'pt-BR': 'Conta desconhecida.', 'en-US': 'Unknown account' }));
    return HttpResponse.json({ access_token: issueToken(user) });
  }),
];
