// The forums feature's public entry: the admin page the admin section mounts at /admin/forums.
export { AdminForumsPage } from './pages/admin-forums-page';
