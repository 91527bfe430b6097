import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { routes } from '@/app/router';
import { i18n } from '@/i18n';
import { storage } from '@/lib/storage';
import { db } from '@/mocks/db';
import { issueToken } from '@/mocks/handlers/utils';
import type { Language } from '@/config/constants';

export interface RenderAppOptions {
  language?: Language;
  /** Log in as this demo user (id) before rendering: a valid token is stored. */
  userId?: number;
  /** Router state for the first entry (e.g. { from: '/client' } on /login). */
  state?: unknown;
}

/** Renders the real route table at `url`, with the auth context, like the browser app. */
export async function renderApp(url: string, options: RenderAppOptions = {}) {
  if (options.language) await i18n.changeLanguage(options.language);
  if (options.userId !== undefined) {
    const user = db.users.find((candidate) => candidate.id === options.userId);
    if (!user) throw new Error(`no demo user ${options.userId}`);
    storage.token.set(issueToken(user));
  }
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?').slice(1).join('?')}` : '', hash, state: options.state }],
  });
  const user = userEvent.setup();
  const view = render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { ...view, router, user };
}

/** The current URL of a rendered app (path and query). */
export const currentUrl = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;
