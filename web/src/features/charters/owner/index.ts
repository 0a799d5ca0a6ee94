export { AdminChartersPage } from './pages/admin-charters-page';
