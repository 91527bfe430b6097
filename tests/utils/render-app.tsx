import { useLayoutEffect } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateOptions,
  type NavigationType,
  type To,
} from 'react-router-dom';
import { AuthProvider } from '@/domain/session';
import { AppRoutes, loadScreen } from '@/app/router';
import { routeTable } from '@/app/route-table';
import { i18n } from '@/i18n';
import { persistent } from '@/lib/storage/storage';
import { db } from '@/mocks/db';
import { issueToken } from '@/mocks/handlers/utils';
import type { Language } from '@/config/languages';

export interface RenderAppOptions {
  language?: Language;
  /** Log in as this demo user (id) before rendering: a valid token is stored. */
  userId?: number;
  /** Router state for the first entry (e.g. { from: '/client' } on /login). */
  state?: unknown;
}

/**
 * Every screen's code, loaded once for all tests, so that no move suspends on a screen: in the browser a screen not
 * loaded yet suspends the move to it (browser tests cover that), and React under act() only retries a suspended
 * render inside an awaited act scope, which a click through user-event or `router.navigate` is not.
 */
let everyScreen: Promise<unknown> | null = null;
const loadEveryScreen = () => (everyScreen ??= Promise.allSettled(routeTable.map((meta) => loadScreen(meta))));

/** Renders the real route table at `url`, with the auth context, like the browser app. */
export async function renderApp(url: string, options: RenderAppOptions = {}) {
  await loadEveryScreen();
  if (options.language) await i18n.changeLanguage(options.language);
  if (options.userId !== undefined) {
    const user = db.users.find((candidate) => candidate.id === options.userId);
    if (!user) throw new Error(`no demo user ${options.userId}`);
    persistent.token.set(issueToken(user));
  }
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const router = new TestRouter();
  const user = userEvent.setup();
  // Awaited: a lazy part of the page (the consent banner, a payment form) suspends its first render, and React
  // retries it under act() only inside an awaited act scope.
  let view!: RenderResult;
  await act(async () => {
    view = render(
      <AuthProvider>
        {/* As the browser app (src/app/app.tsx): a move renders at once, the next page's spinner first if it must wait. */}
        <MemoryRouter
          useTransitions={false}
          initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?').slice(1).join('?')}` : '', hash, state: options.state }]}
        >
          <AppRoutes />
          <RouterProbe
            onChange={(state, moveTo) => {
              if (state.location.key !== router.state.location.key) router.visits.push(`${state.historyAction} ${state.location.pathname}${state.location.search}`);
              Object.assign(router, { state, moveTo });
            }}
          />
        </MemoryRouter>
      </AuthProvider>,
    );
  });
  return { ...view, router, user };
}

/** The app's router as a test sees it: where it is (once shown) and how it got there; `navigate` moves it like a link. */
export class TestRouter {
  state: { location: Location; historyAction: NavigationType } = {
    location: { pathname: '', search: '', hash: '', state: null, key: '' },
    historyAction: 'POP' as NavigationType,
  };
  moveTo: ((to: To, options?: NavigateOptions) => void | Promise<void>) | null = null;
  /** Every address it showed, in order, as `ACTION /path?query` (one it left at once included). */
  visits: string[] = [];

  navigate(to: To, options?: NavigateOptions): Promise<void> {
    const moveTo = this.moveTo;
    if (!moveTo) throw new Error('The app has not rendered yet');
    act(() => void moveTo(to, options));
    return Promise.resolve();
  }
}

/** Tells a TestRouter where the router the app renders in is, and how to move it. */
function RouterProbe({ onChange }: { onChange: (state: TestRouter['state'], moveTo: NonNullable<TestRouter['moveTo']>) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onChange({ location, historyAction }, navigate);
  });
  return null;
}

/** The current URL of a rendered app (path and query). */
export const currentUrl = (router: TestRouter) => `${router.state.location.pathname}${router.state.location.search}`;
