/** Bot automation requests (/automation) and the trial confirmation. This file is the feature's only public door. */
export { AutomationScreen } from './automation-screen';
export { TrialConfirmation } from './trial-confirmation';
export { savedBotTrial, type BotTrialFacts } from './saved-trial';
