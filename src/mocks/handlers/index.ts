import { authHandlers } from './auth';
import { subscriptionHandlers } from './subscriptions';
import { checkoutHandlers } from './checkout';

/** Happy paths of the external API, one file per product area; tests add failures with server.use(). */
export const handlers = [...authHandlers, ...subscriptionHandlers, ...checkoutHandlers];
