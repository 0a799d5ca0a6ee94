// The charters feature's public entry: what other features show of it.
export { ProfileCharters } from './search/components/profile-charters';
// The admin's review queue and charter settings (/admin/charters), loaded lazily by the admin routes.
export { AdminChartersPage } from './owner/pages/admin-charters-page';
