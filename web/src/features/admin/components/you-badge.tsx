import { useTranslation } from 'react-i18next';

export function YouBadge() {
  const { t } = useTranslation('admin');
  return (
    <span className="rounded-full bg-open/10 px-2 py-0.5 text-xs font-semibold text-open dark:text-open-400">
      {t('users.you')}
    </span>
  );
}
