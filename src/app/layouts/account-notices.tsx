import { Suspense } from 'react';
import { lazyOptional } from '@/lib/react/lazy-download';
import { useAuth } from '@/domain/session';

// Their copy and buttons download only when there is something to say.
const AccountBanners = lazyOptional(() => import('./account-banners'));

/** A profile that could not be fetched, or a session that ended on its own: said under the header. */
export function AccountNotices() {
  const { profileError, sessionEnded } = useAuth();
  if (!profileError && !sessionEnded) return null;
  return (
    <Suspense fallback={null}>
      <AccountBanners />
    </Suspense>
  );
}
