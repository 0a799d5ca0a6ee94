import { Link, NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CalendarDays, Images, Info, Package } from 'lucide-react';
import type { OwnerListing } from '@tightlines/domain/charters/views';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { PageSpinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  useListingAction,
  useListingForEdit,
  useUpdateListing,
  type ListingAction,
} from '#web/features/charters/owner/api/listings';
import { CalendarTab } from '#web/features/charters/owner/components/calendar-tab';
import { CaptainGate } from '#web/features/charters/owner/components/captain-gate';
import { ListingForm } from '#web/features/charters/owner/components/listing-form';
import { PackagesTab } from '#web/features/charters/owner/components/packages-tab';
import { PhotosTab } from '#web/features/charters/owner/components/photos-tab';
import { StateChip } from '#web/features/charters/owner/components/state-chip';

const TABS = [
  { id: 'details', icon: Info },
  { id: 'photos', icon: Images },
  { id: 'packages', icon: Package },
  { id: 'calendar', icon: CalendarDays },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** /profile/boats/{boatId}/{tab?}: the listing's editor (details, photos, packages, calendar) and its state. */
export function ListingEditorPage() {
  const { boatId = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <CaptainGate>
        <Editor listingId={boatId} />
      </CaptainGate>
    </div>
  );
}

function Editor({ listingId }: { listingId: string }) {
  const { t } = useTranslation(['charter-listings', 'errors']);
  const { tab } = useParams();
  const active: TabId = TABS.some((each) => each.id === tab) ? (tab as TabId) : 'details';
  const listing = useListingForEdit(listingId);
  useDocumentTitle(listing.data?.name ?? t('editor.title'));
  if (!listing.data) {
    if (listing.isError)
      return (
        <QueryError
          title={t('editor.error')}
          error={listing.error}
          onRetry={() => void listing.refetch()}
          retrying={listing.isFetching}
        />
      );
    return <PageSpinner />;
  }
  const data = listing.data;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={
          <Link to="/profile/charter-boats" className="hover:underline">
            {t('mine.title')}
          </Link>
        }
        title={data.name}
        actions={<StateChip state={data.state} />}
      />
      <StatePanel listing={data} />
      <nav aria-label={t('editor.sections')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900">
          {TABS.map(({ id, icon: Icon }) => (
            <li key={id} className="flex-1">
              <NavLink
                to={`/profile/boats/${listingId}/${id}`}
                aria-current={active === id ? 'page' : undefined}
                className={cn(
                  'flex h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap',
                  active === id
                    ? 'bg-white text-deep shadow-sm dark:bg-slate-800 dark:text-white'
                    : 'text-slate-600 hover:text-deep dark:text-slate-400',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {t(`editor.tabs.${id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {active === 'details' && <DetailsTab listing={data} />}
      {active === 'photos' && <PhotosTab listing={data} />}
      {active === 'packages' && <PackagesTab listing={data} />}
      {active === 'calendar' && <CalendarTab listing={data} />}
    </div>
  );
}

function DetailsTab({ listing }: { listing: OwnerListing }) {
  const { t } = useTranslation(['charter-listings', 'errors']);
  const update = useUpdateListing(listing.id);
  return (
    <Card className="p-4 sm:p-6">
      <ListingForm
        key={listing.updatedAt}
        listing={listing}
        busy={update.isPending}
        submitLabel={t('editor.save')}
        onSubmit={(input) =>
          update.mutate(input, {
            onSuccess: () => toast.success(t('editor.saved')),
            onError: (error) => toast.error(errorMessage(t, error)),
          })
        }
      />
    </Card>
  );
}

/** What the state means, the admin's reason, and the one action that moves it on. */
function StatePanel({ listing }: { listing: OwnerListing }) {
  const { t } = useTranslation(['charter-listings', 'errors']);
  const act = useListingAction(listing.id);
  const actionOf: Partial<Record<OwnerListing['state'], ListingAction>> = {
    draft: 'submit',
    rejected: 'submit',
    approved: 'pause',
    paused: 'resume',
  };
  const action = actionOf[listing.state];
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0 space-y-1">
        <p className="text-[15px] text-deep dark:text-slate-200">{t(`state.${listing.state}`)}</p>
        {listing.stateReason && (listing.state === 'rejected' || listing.state === 'suspended') && (
          <p className="text-sm text-red-900 dark:text-red-200">
            {t('mine.reason', { reason: listing.stateReason })}
          </p>
        )}
      </div>
      {action && (
        <Button
          variant={action === 'pause' ? 'secondary' : 'primary'}
          busy={act.isPending}
          onClick={() =>
            act.mutate(action, {
              onSuccess: () => toast.success(t(`actions.${action}Done`)),
              onError: (error) => toast.error(errorMessage(t, error)),
            })
          }
        >
          {t(`actions.${action}`)}
        </Button>
      )}
    </Card>
  );
}
