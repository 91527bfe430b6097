import { AgencyLanding } from '@/features/marketing';
import { ServiceRequester } from '@/features/service-wizard';
import { QueryProvider } from '@/lib/query-provider';

/** /agency: the agency landing, then the service requester (which also receives payment returns). */
export default function AgencyScreen() {
  return (
    <>
      <AgencyLanding />
      <QueryProvider>
        <ServiceRequester />
      </QueryProvider>
    </>
  );
}
