import { useTranslation } from 'react-i18next';
import { SectionTabs } from '#web/components/ui/section-tabs';
import { adminNav } from '#web/features/admin/nav';

/** Phones have no sidebar: the same sections as a scrollable tab strip at the top of the page. */
export function AdminTabBar() {
  const { t } = useTranslation('admin');
  return <SectionTabs items={adminNav} label={t('nav.label')} />;
}
