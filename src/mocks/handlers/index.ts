import { authHandlers } from './auth';
import { subscriptionHandlers } from './subscriptions';
import { checkoutHandlers } from './checkout';
import { leadHandlers } from './leads';
import { accountHandlers } from './accounts';
import { serviceHandlers } from './services';

/** Happy paths of the external API, one file per product area; tests add failures with server.use(). */
export const handlers = [
  ...authHandlers,
  ...subscriptionHandlers,
  ...checkoutHandlers,
  ...leadHandlers,
  ...accountHandlers,
  ...serviceHandlers,
];
