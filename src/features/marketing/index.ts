/** The marketing site: the landings, lead capture and the /consulte placeholder. This file is the feature's only public door. */
export { WhatsAppLanding } from './whatsapp-landing';
export { ConsultePage } from './consulte-page';
export { AgencyLanding } from './agency-landing';
export { DiscordLanding } from './discord-landing';
// For the on-demand schemas chunk (src/app/stored-schemas.ts).
export { leadFormsSchema, sentLeadsSchema } from './lead-schemas';
