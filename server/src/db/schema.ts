// The database schema: the tables live one file per area in ./tables, and every one is re-exported here. The app
// imports '#server/db/schema' (client.ts builds the typed db from it) and drizzle-kit reads this file
// (server/drizzle.config.ts). A file, not a schema/index.ts: Node does not resolve '#server/db/schema' to a
// directory index when the server runs from the repository root (`node --import tsx server/src/main.ts`).

export * from './tables/auth';
export * from './tables/profiles';
export * from './tables/roles';
export * from './tables/mail';
export * from './tables/contact';
export * from './tables/app-settings';
export * from './tables/posts';
export * from './tables/hashtags';
export * from './tables/follows';
export * from './tables/notifications';
export * from './tables/activities';
export * from './tables/jobs';
export * from './tables/tournaments';
export * from './tables/event-community';
export * from './tables/teams';
export * from './tables/registrations';
export * from './tables/catches';
export * from './tables/tournament-notices';
export * from './tables/push';
export * from './tables/messages';
export * from './tables/moderation';
export * from './tables/groups';
export * from './tables/community-events';
export * from './tables/forums';
export * from './tables/payments';
export * from './tables/charters';
export * from './tables/angler-log';
export * from './tables/achievements';
export * from './tables/saved-posts';
export * from './tables/fishing-reports';
