import { useTranslation } from 'react-i18next';
import { useUserCharters } from '#web/features/charters/search/api/charters-search';
import { ListingCard } from './listing-card';

/**
 * A person's public listings on their profile ("Charters"): shown only when they have approved ones; nothing
 * while loading or on an error, since the profile is about the person first.
 */
export function ProfileCharters({ userId }: { userId: string }) {
  const { t } = useTranslation('charters');
  const charters = useUserCharters(userId);
  const items = charters.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="profile-charters-title" className="mt-6">
      <h2 id="profile-charters-title" className="mb-3 text-lg font-bold text-deep dark:text-white">
        {t('profile.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {items.map((card) => (
          <li key={card.id}>
            <ListingCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
