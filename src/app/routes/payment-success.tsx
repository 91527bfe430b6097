import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function PaymentSuccessScreen() {
  return <PlaceholderScreen seoKey="paymentSuccess" />;
}
