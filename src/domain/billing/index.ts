/**
 * What a customer pays for and how: plan and bot subscriptions (and the queries of what they hold), the checkout's preferences, Mercado Pago's
 * payment ids, statuses and references, and its SDK. This file is the domain's only public door.
 */
export * from './checkout-plan';
export * from './mercado-pago-sdk';
export * from './payment-id';
export * from './payment-reference';
export * from './payment-status';
export * from './subscribe';
export * from './subscription-api';
export * from './subscription-queries';
export * from './use-subscribe';
export * from './trial-terms';
