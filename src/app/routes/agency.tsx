import { AgencyLanding } from '@/features/marketing/agency-landing';
import { ServiceRequester } from '@/features/service-wizard/service-requester';

/** /agency: the agency landing, then the service requester (which also receives payment returns). */
export default function AgencyScreen() {
  return (
    <>
      <AgencyLanding />
      <ServiceRequester />
    </>
  );
}
