/** The service requester: catalogue, briefing wizard, payment and processing. This file is the feature's only public door. */
export { preloadOrderFormOnArrival, ServiceRequester } from './service-requester';
