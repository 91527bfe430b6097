/**
 * What a logged-in visitor's page can ask the API for before the app runs (docs/startup.md#early-requests), and the
 * paths each stands for, as the app's request functions ask for them. A route names its requests (RouteMeta.early);
 * the build writes their paths in the page's `<html data-early>`, where the head script reads them
 * (src/startup/early-requests.ts). The history is no path there: it is the history worker's to ask for, which the
 * head script starts (`<html data-history-worker>`).
 */
import { BOT_PLAN_IDS } from './plans.ts';

export type EarlyRequest = 'profile' | 'subscription' | 'history' | 'bot-plans' | 'services';

/** Where the head script leaves the history worker it started, for the app to take over. */
export const HISTORY_WORKER_KEY = '__historyWorker';

export function earlyPaths(request: EarlyRequest): string[] {
  switch (request) {
    case 'profile':
      return ['/me'];
    case 'subscription':
      return ['/subscription'];
    case 'history':
      return [];
    case 'bot-plans':
      return BOT_PLAN_IDS.map((plan) => `/subscription/check-bot-plan?plan=${plan}`);
    case 'services':
      return ['/ia/services'];
  }
}
