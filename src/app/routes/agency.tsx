import { AgencyLanding } from '@/features/marketing';
import { preloadOrderFormOnArrival, ServiceRequester } from '@/features/service-wizard';

// Loaded before the page renders (src/app/router.tsx): opened on the requester, its order form downloads now.
if (typeof window !== 'undefined') preloadOrderFormOnArrival(window.location);

/** /agency: the agency landing, then the service requester (which also receives payment returns; it loads its own data layer). */
export default function AgencyScreen() {
  return (
    <>
      <AgencyLanding />
      <ServiceRequester />
    </>
  );
}
