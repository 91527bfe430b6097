import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function PaymentPendingScreen() {
  return <PlaceholderScreen seoKey="paymentPending" />;
}
