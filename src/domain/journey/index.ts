/**
 * The customer's work in progress across the login and the payment redirect, and what a logout forgets. This
 * file is the domain's only public door.
 */
export * from './end-journey';
export * from './journey';
