/** The payment result pages (success, pending, failure). This file is the feature's only public door. */
export { PaymentPending } from './payment-pending';
export { PaymentFailure } from './payment-failure';
export { PaymentSuccess } from './payment-success';
export { usePaymentLookup } from './use-payment-lookup';
