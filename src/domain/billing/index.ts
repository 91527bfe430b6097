/**
 * What a customer pays for and how: plan and bot subscriptions, the checkout's preferences, Mercado Pago's
 * payment ids, statuses and references, and its SDK. This file is the domain's only public door.
 */
export * from './checkout-plan';
export * from './mercado-pago-sdk';
export * from './payment-id';
export * from './payment-reference';
export * from './payment-status';
export * from './subscribe';
export * from './subscription-api';
export * from './use-subscribe';
export * from './trial-terms';
