import { LanguagePicker } from './language-picker';
import { MobileMenu } from './mobile-menu';
import { SocialPanel } from './social-panel';
import { ThemeMenu } from './theme-menu';
import { UserMenu } from './user-menu';
import { iconTrigger, type HeaderActionKey } from './static-header-actions';
import { NotificationBell } from '#web/features/notifications/components/notification-bell';
import { MessagesLink } from '#web/features/messages/components/messages-link';
import { useMe } from '#web/lib/session';

/**
 * The header's interactive cluster. It carries the Radix menus and dialogs, so the header loads it
 * only when someone reaches for it (see StaticHeaderActions) and opens the menu that was asked for.
 */
export function HeaderActions({ onDark, initialOpen }: { onDark: boolean; initialOpen?: HeaderActionKey }) {
  const me = useMe();
  return (
    <>
      <LanguagePicker onDark={onDark} defaultOpen={initialOpen === 'language'} />
      <ThemeMenu onDark={onDark} defaultOpen={initialOpen === 'theme'} />
      <SocialPanel onDark={onDark} defaultOpen={initialOpen === 'panel'} />
      {me.data?.user && <MessagesLink className={iconTrigger(onDark)} />}
      {/* Below lg the bottom bar's Activity opens the same list (see StaticHeaderActions). */}
      {me.data?.user && (
        <div className="hidden lg:block">
          <NotificationBell
            triggerClassName={iconTrigger(onDark)}
            defaultOpen={initialOpen === 'notifications'}
          />
        </div>
      )}
      <UserMenu onDark={onDark} defaultOpen={initialOpen === 'user'} />
      <MobileMenu onDark={onDark} defaultOpen={initialOpen === 'mobile'} />
    </>
  );
}
