// The server's PostgreSQL tables (drizzle pg-core), one file per domain; `from '../db/schema'` reads them all here.
// The one re-exporting index of src: drizzle-kit and every query import the schema as a whole.
export * from './accounts';
export * from './cities';
export * from './documents';
export * from './trips';
export * from './bookings';
export * from './parcels';
export * from './tracking';
export * from './announcements';
export * from './chat';
export * from './notifications';
export * from './contact';
export * from './files';
export * from './server-state';
export * from './texts';
export * from './trip-route';
export * from './reports';
export * from './moderation';
export * from './sos';
export * from './blocks';
