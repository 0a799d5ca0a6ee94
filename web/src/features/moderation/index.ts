// The moderation feature's public entry: the admin pages the admin section mounts, and the sections the admin's
// user page shows. /moderator itself is registered by the app from ./routes.
export { ModerationHealthPage } from './pages/health-page';
export { AuditLogPage } from './pages/audit-page';
export { UserModerationSections } from './components/user-moderation';
