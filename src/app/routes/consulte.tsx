import { ConsultePage } from '@/features/marketing/consulte-page';

export default function ConsulteScreen() {
  return <ConsultePage />;
}
