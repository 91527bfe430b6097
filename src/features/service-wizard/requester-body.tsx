import { UnknownPayment } from '@/components/ui/unknown-payment';
import type { PaymentIdInUrl } from '@/lib/payment-id';
import { PaymentReturn } from './payment-return';
import { useServices } from './use-services';
import { WizardFlow } from './wizard-flow';

export interface RequesterBodyProps {
  inUrl: PaymentIdInUrl | null;
  /** Remounts the wizard: a new order, or a "request again" on the same page. */
  flowKey: string | number;
  goToPayment: boolean;
  onGoToPaymentHandled: () => void;
  onNewOrder: () => void;
}

/**
 * What the requester does (catalogue, wizard, payment, processing) with the API
 * client and the query library it needs: its own chunk, loaded when the visitor
 * reaches the requester or comes for it, not with the landing above it.
 */
export default function RequesterBody({ inUrl, flowKey, goToPayment, onGoToPaymentHandled, onNewOrder }: RequesterBodyProps) {
  const services = useServices();
  if (inUrl && inUrl.kind !== 'valid') return <UnknownPayment />;
  if (inUrl?.kind === 'valid') return <PaymentReturn paymentId={inUrl.id} onNewOrder={onNewOrder} />;
  return <WizardFlow key={flowKey} services={services} goToPayment={goToPayment} onGoToPaymentHandled={onGoToPaymentHandled} />;
}

