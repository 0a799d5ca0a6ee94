/** The person's safety pages, reached from the account links on their profile. */
import { PAGES } from '#web/lib/pages';

export const RELATIONS_PATH = PAGES.blockedMuted.path;
export const STANDING_PATH = PAGES.accountStanding.path;
