// The database schema, one file per area. Every table is re-exported here: the app imports '#server/db/schema'
// (client.ts builds the typed db from it) and drizzle-kit reads this file (server/drizzle.config.ts).

export * from './auth';
export * from './profiles';
export * from './roles';
export * from './mail';
export * from './contact';
export * from './app-settings';
export * from './posts';
export * from './hashtags';
export * from './follows';
export * from './notifications';
export * from './activities';
export * from './jobs';
export * from './tournaments';
export * from './event-community';
export * from './teams';
export * from './registrations';
export * from './catches';
