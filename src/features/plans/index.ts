/** Plans, signup choice and the bot-creation progress page. This file is the feature's only public door. */
export { SignupRedirect } from './signup-redirect';
export { PlansPage } from './plans-page';
export { BotCreationPage } from './bot-creation-page';
