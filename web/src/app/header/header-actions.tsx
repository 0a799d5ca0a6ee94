import { LanguagePicker } from './language-picker';
import { MobileMenu } from './mobile-menu';
import { SocialPanel } from './social-panel';
import { UserMenu } from './user-menu';

/**
 * The header's interactive cluster. It carries the Radix menus and dialogs, so the header loads it
 * as its own chunk after first paint and the home page's initial script stays small.
 */
export function HeaderActions({ onDark }: { onDark: boolean }) {
  return (
    <>
      <LanguagePicker onDark={onDark} />
      <SocialPanel onDark={onDark} />
      <UserMenu onDark={onDark} />
      <MobileMenu onDark={onDark} />
    </>
  );
}
