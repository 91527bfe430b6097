import { ProfileErrorBanner } from './profile-error-banner';
import { SessionNotice } from './session-notice';

/** The lazily loaded half of AccountNotices. */
export default function AccountBanners() {
  return (
    <>
      <ProfileErrorBanner />
      <SessionNotice />
    </>
  );
}
