import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function PaymentFailureScreen() {
  return <PlaceholderScreen seoKey="paymentFailure" />;
}
