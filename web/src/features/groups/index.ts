// The groups feature's public entry (its pages are reached through routes.tsx).
export { groupPath } from './components/group-card';
