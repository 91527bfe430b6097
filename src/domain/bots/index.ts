/** What the bots ask of the places they join: the Discord moderation bot's actions and permissions. This file is the domain's only public door. */
export * from './discord-permissions';
