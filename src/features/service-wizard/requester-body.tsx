import { UnknownPayment } from '@/components/ui/unknown-payment';
import type { PaymentIdInUrl } from '@/domain/billing';
import { OrderGate } from './order-gate';
import { useServices } from './use-services';
import { WizardFlow } from './wizard-flow';

export interface RequesterBodyProps {
  inUrl: PaymentIdInUrl | null;
  /** Mercado Pago's preference id on the return URL, if it names one. */
  preferenceId: string | null;
  /** Remounts the wizard: a new order, or a "request again" on the same page. */
  flowKey: string | number;
  goToPayment: boolean;
  onNewOrder: () => void;
  /** From a refused payment back to the order as it was. */
  onBackToOrder: () => void;
}

/**
 * What the requester does (catalogue, wizard, payment, processing) with the API
 * client and the query library it needs: its own chunk, loaded when the visitor
 * reaches the requester or comes for it, not with the landing above it.
 */
export default function RequesterBody({ inUrl, preferenceId, flowKey, goToPayment, onNewOrder, onBackToOrder }: RequesterBodyProps) {
  const services = useServices();
  if (inUrl && inUrl.kind !== 'valid') return <UnknownPayment />;
  if (inUrl?.kind === 'valid') return <OrderGate paymentId={inUrl.id} preferenceId={preferenceId} onNewOrder={onNewOrder} onBackToOrder={onBackToOrder} />;
  return <WizardFlow key={flowKey} services={services} goToPayment={goToPayment} />;
}

