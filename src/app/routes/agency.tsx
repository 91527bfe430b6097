import { AgencyLanding } from '@/features/marketing';
import { ServiceRequester } from '@/features/service-wizard';

/** /agency: the agency landing, then the service requester (which also receives payment returns; it loads its own data layer). */
export default function AgencyScreen() {
  return (
    <>
      <AgencyLanding />
      <ServiceRequester />
    </>
  );
}
