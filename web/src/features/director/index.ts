// The director feature's public entry: the staff section frame the rules library shares.
export { DirectorSection } from './pages/director-section';
