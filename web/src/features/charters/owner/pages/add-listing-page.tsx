import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useCreateListing } from '#web/features/charters/owner/api/listings';
import { CaptainGate } from '#web/features/charters/owner/components/captain-gate';
import { ListingForm } from '#web/features/charters/owner/components/listing-form';

/** /profile/add-boat: a new listing (a charter boat, or the booking hub's lodging, rentals and excursions). */
export function AddListingPage() {
  const { t } = useTranslation(['charter-listings', 'errors']);
  useDocumentTitle(t('add.title'));
  const navigate = useNavigate();
  const create = useCreateListing();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <PageHeader className="mb-6" title={t('add.title')} subtitle={t('add.subtitle')} />
      <CaptainGate>
        <Card className="p-4 sm:p-6">
          <ListingForm
            listing={null}
            busy={create.isPending}
            submitLabel={t('add.submit')}
            onSubmit={(input) =>
              create.mutate(input, {
                onSuccess: (listing) => {
                  toast.success(t('add.created'));
                  void navigate(`/profile/boats/${listing.id}/photos`);
                },
                onError: (error) => toast.error(errorMessage(t, error)),
              })
            }
          />
        </Card>
      </CaptainGate>
    </div>
  );
}
