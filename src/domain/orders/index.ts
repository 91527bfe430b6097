/**
 * The AI services a customer orders and what they get back: service types and names, prompts, the history
 * and its result files, a plan's quota, and the history's queries. This file is the domain's only public door.
 */
export * from './history-queries';
export * from './history-api';
export type { HistoryRow } from './history/history-rows';
export { shownCells } from './history/history-rows';
export { historyCsv, historyExport, historyPayload } from './history/history-query';
export type { PayloadAnswer } from './history/history-store';
export * from './order-owner';
export * from './prompt-format';
export * from './quota';
export * from './result-files';
export * from './service-names';
export * from './service-types';
