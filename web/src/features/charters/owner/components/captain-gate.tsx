import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor } from 'lucide-react';
import { rolesFor } from '@tightlines/domain/roles/route-access';
import { buttonClasses } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageSpinner } from '#web/components/ui/spinner';
import { useMe } from '#web/lib/session';

const LISTING_ROLES = rolesFor('/captain/bookings');

/** Whether the signed-in person may list (charter captains and the hub's businesses, admins). */
export function useCanList(): boolean | undefined {
  const me = useMe();
  if (!me.data) return undefined;
  return me.data.roles.some((role) => (LISTING_ROLES as readonly string[]).includes(role));
}

/**
 * The captain's pages for someone without the role: how to become one (the product has no role request; an
 * admin grants the role after the contact form), instead of the API's refusal.
 */
export function CaptainGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('charter-listings');
  const canList = useCanList();
  if (canList === undefined) return <PageSpinner />;
  if (canList) return children;
  return (
    <EmptyState
      icon={Anchor}
      title={t('gate.title')}
      hint={t('gate.hint')}
      action={
        <Link to="/contact" className={buttonClasses('primary')}>
          {t('gate.contact')}
        </Link>
      }
    />
  );
}
