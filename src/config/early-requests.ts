/**
 * What a logged-in visitor's page can ask the API for before the app runs (docs/startup.md#early-requests), and the
 * paths each stands for, as the app's request functions ask for them. A route names its requests (RouteMeta.early);
 * the build writes their paths in the page's `<html data-early>`, where the head script reads them
 * (src/startup/early-requests.ts).
 */
import { BOT_PLAN_IDS } from './constants.ts';

export type EarlyRequest = 'profile' | 'subscription' | 'history' | 'bot-plans' | 'services';

/** Stands in a path for the id of the account that last logged in here (the head script fills it in). */
export const ACCOUNT_IN_PATH = '{account}';

export function earlyPaths(request: EarlyRequest): string[] {
  switch (request) {
    case 'profile':
      return ['/me'];
    case 'subscription':
      return ['/subscription'];
    case 'history':
      return [`/ia/history/${ACCOUNT_IN_PATH}`];
    case 'bot-plans':
      return BOT_PLAN_IDS.map((plan) => `/subscription/check-bot-plan?plan=${plan}`);
    case 'services':
      return ['/ia/services'];
  }
}
