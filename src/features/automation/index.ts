/** Bot automation requests (/automation) and the trial confirmation. This file is the feature's only public door. */
export { AutomationScreen } from './automation-screen';
export { TrialConfirmation } from './trial-confirmation';
export { savedBotTrial } from './saved-trial';
export { isBotPlanPayment, rememberBotPayment, trialDaysOf, trialEndFrom, type BotPayment, type BotPlanPayment } from './bot-payments';
export { useBotPayments } from './use-bot-payments';
export { TrialTermRows } from './trial-term-rows';
export { TrialClockNote } from './trial-clock-note';
export { useIncludedBot } from './use-included-bot';
export type { IncludedBot } from './included-bot';
