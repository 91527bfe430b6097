import { ConsultePage } from '@/features/marketing';

export default function ConsulteScreen() {
  return <ConsultePage />;
}
