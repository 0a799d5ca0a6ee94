import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  Activity,
  BarChart3,
  ClipboardList,
  CreditCard,
  Fish,
  LayoutDashboard,
  LogIn,
  LogOut,
  Images,
  Package,
  Trophy,
  User,
  UserPlus,
  Users,
  Bookmark,
  CalendarClock,
} from 'lucide-react';
import { dashboardsFor } from '@tightlines/domain/roles/dashboards';
import { effectiveRoles } from '@tightlines/domain/roles/roles';
import { Avatar, initialsOf } from '#web/components/ui/avatar';
import { cn } from '#web/components/ui/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { errorMessage } from '#web/lib/error-message';
import { useMe, useSignOut } from '#web/lib/session';
import { isAvailable, isPathAvailable, PAGES, profilePath } from '#web/lib/pages';
import { captainMenuFor, myBookingsLinkFor, type MenuLink } from '#web/app/navigation';
import { UserMenuLoading, userTrigger, visitorAvatar } from './static-header-actions';

/** User menu: Login/Sign up for visitors; My profile, the person's dashboards and Logout when signed in. */
export function UserMenu({
  onDark = false,
  defaultOpen = false,
}: {
  onDark?: boolean;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation(['common', 'catches', 'registration', 'teams', 'activity']);
  const me = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  if (me.isPending) return <UserMenuLoading />;

  const user = me.data?.user ?? null;

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      toast.success(t('userMenu.signedOut'));
      await navigate('/');
    } catch (error) {
      toast.error(errorMessage(t, error));
    } finally {
      setSigningOut(false);
    }
  };

  if (!user) {
    return (
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger
          aria-label={t('userMenu.open')}
          className={cn(userTrigger, visitorAvatar(onDark))}
        >
          <User className="h-5 w-5" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem asChild>
            <Link to={PAGES.login.path}>
              <LogIn className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              {t('userMenu.login')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={PAGES.signup.path}>
              <UserPlus className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              {t('userMenu.signup')}
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  }

  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const roles = effectiveRoles(me.data?.roles ?? []);
  // Charters (issue 18): a captain's office gets its own group, which opens with the captain's dashboard.
  const captainMenu = captainMenuFor(roles);
  const myBookings = myBookingsLinkFor(roles);
  const dashboards = dashboardsFor(roles).filter(
    (entry) => isPathAvailable(entry.path) && !captainMenu.some((link) => link.path === entry.path),
  );

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        aria-label={t('userMenu.open')}
        className={userTrigger}
        aria-busy={signingOut || undefined}
      >
        <Avatar
          src={user.avatarUrl}
          alt={name}
          initials={initialsOf(user.firstName, user.lastName, user.email)}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <div className="px-3 py-2">
          <p className="truncate text-sm font-semibold text-deep dark:text-white">{name}</p>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400">{user.email}</p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={profilePath()}>
            <User className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
            {t('userMenu.myProfile')}
          </Link>
        </DropdownMenuItem>
        {isAvailable('activity') && (
          <DropdownMenuItem asChild>
            <Link to={PAGES.activity.path}>
              <Activity className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              {t('activity:title')}
            </Link>
          </DropdownMenuItem>
        )}
        {/* Issue 19: personal analytics and the gallery */}
        {isAvailable('profileAnalytics') && (
          <DropdownMenuItem asChild>
            <Link to={PAGES.profileAnalytics.path}>
              <BarChart3 className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              {t('userMenu.analytics')}
            </Link>
          </DropdownMenuItem>
        )}
        {isAvailable('profileGallery') && (
          <DropdownMenuItem asChild>
            <Link to={PAGES.profileGallery.path}>
              <Images className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              {t('userMenu.gallery')}
            </Link>
          </DropdownMenuItem>
        )}
        {/* Angler tools (issue 19): my catch log and tackle box */}
        {isAvailable('catchLog') && (
          <DropdownMenuItem asChild>
            <Link to={PAGES.catchLog.path}>
              <Fish className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              {t('userMenu.catchLog')}
            </Link>
          </DropdownMenuItem>
        )}
        {isAvailable('tackleBox') && (
          <DropdownMenuItem asChild>
            <Link to={PAGES.tackleBox.path}>
              <Package className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              {t('userMenu.tackleBox')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/profile/tournaments">
            <Trophy className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
            {t('catches:mine.title')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/registrations">
            <ClipboardList className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
            {t('registration:list.title')}
          </Link>
        </DropdownMenuItem>
        {myBookings && <MenuLinkItem link={myBookings} label={t(myBookings.labelKey)} />}
        {/* Issue 19: saved posts and scheduled posts */}
        {isAvailable('savedPosts') && (
          <MenuLinkItem
            link={{ id: 'saved', path: PAGES.savedPosts.path, labelKey: 'userMenu.saved', icon: Bookmark }}
            label={t('userMenu.saved')}
          />
        )}
        {isAvailable('scheduledPosts') && (
          <MenuLinkItem
            link={{
              id: 'scheduled',
              path: PAGES.scheduledPosts.path,
              labelKey: 'userMenu.scheduled',
              icon: CalendarClock,
            }}
            label={t('userMenu.scheduled')}
          />
        )}
        {/* Payments (issue 17): web-payer */}
        {isAvailable('billing') && (
          <DropdownMenuItem asChild>
            <Link to={PAGES.billing.path}>
              <CreditCard className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              {t('userMenu.billing')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/profile/my-team">
            <Users className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
            {t('teams:mine.title')}
          </Link>
        </DropdownMenuItem>
        {captainMenu.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t('captainMenu.title')}</DropdownMenuLabel>
            {captainMenu.map((link) => (
              <MenuLinkItem key={link.id} link={link} label={t(link.labelKey)} />
            ))}
            {dashboards.length > 0 && <DropdownMenuSeparator />}
          </>
        )}
        {dashboards.map((entry) => (
          <DropdownMenuItem key={entry.role} asChild>
            <Link to={entry.path}>
              <LayoutDashboard className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              {t(entry.labelKey)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signingOut} onSelect={() => void handleSignOut()}>
          <LogOut className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MenuLinkItem({ link, label }: { link: MenuLink; label: string }) {
  const Icon = link.icon;
  return (
    <DropdownMenuItem asChild>
      <Link to={link.path}>
        <Icon className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        {label}
      </Link>
    </DropdownMenuItem>
  );
}
