import type { ApiError } from '@/lib/http/api-error';
import type { User } from './auth-api';

/** What login() rejects with when the API refuses the new token (the refusal itself ended the session). */
const refusedLogin = (): ApiError => ({
  status: 401,
  detail: null,
  message: 'The API refused the session',
  isCanceled: false,
  isNetworkError: false,
  isTimeout: false,
});

interface Waiting {
  token: string;
  resolve: (user: User | null) => void;
  reject: (error: ApiError) => void;
}

/**
 * A login waits for the first answer about its token, as react-query-auth's login resolves with the user: the
 * user, null when the profile cannot be fetched or another session took its place, a rejection when the API
 * refused the token. One login waits at a time.
 */
export function createPendingLogin() {
  let waiting: Waiting | null = null;
  const take = () => {
    const taken = waiting;
    waiting = null;
    return taken;
  };
  return {
    wait(token: string): Promise<User | null> {
      take()?.resolve(null);
      return new Promise<User | null>((resolve, reject) => {
        waiting = { token, resolve, reject };
      });
    },
    /** The profile of `token` answered (`user` null: it could not be fetched). */
    answer(token: string, user: User | null) {
      if (waiting?.token === token) take()?.resolve(user);
    },
    /** The session ended or changed: the login of `refusedToken` rejects, any other resolves with no user. */
    drop(refusedToken?: string) {
      const taken = take();
      if (taken && refusedToken !== undefined && taken.token === refusedToken) taken.reject(refusedLogin());
      else taken?.resolve(null);
    },
  };
}
