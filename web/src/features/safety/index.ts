// The safety feature's public entry: reporting, block and mute, the standing banner, the suspended state of
// composers and the moderation notice on one's own content.
export { ReportMenu, ReportMenuItem, useReport, type ReportTarget } from './components/report';
export { ModerationNotice } from './components/moderation-notice';
export { SuspendedNotice, useSuspension, useSuspensionText, type Suspension } from './components/suspension';
export { BlockedProfileNotice, ProfileSafetyMenu, useProfileRelation } from './components/profile-safety';
export { SafetyShell, useLiveModeration } from './components/safety-shell';
export { RELATIONS_PATH, STANDING_PATH } from './lib/paths';
export { SafetySettingsLinks } from './components/safety-settings-links';
