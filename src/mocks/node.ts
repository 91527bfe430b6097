import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { setDemoLatency } from './handlers/utils';

setDemoLatency(false);

export const server = setupServer(...handlers);
