import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban, Scale } from 'lucide-react';
import { Card } from '#web/components/ui/card';
import { RELATIONS_PATH, STANDING_PATH } from '#web/features/safety/lib/paths';
import { LinkList } from '#web/components/ui/link-list';

/** The settings' "Privacy and safety" section: the blocked and muted list, and the account's standing. */
export function SafetySettingsLinks() {
  const { t } = useTranslation('safety');
  const id = useId();
  const links = [
    { to: RELATIONS_PATH, label: t('relations.title'), icon: Ban },
    { to: STANDING_PATH, label: t('standing.title'), icon: Scale },
  ];
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-bold text-deep dark:text-white">
          {t('settings.title')}
        </h2>
        <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-400">{t('settings.description')}</p>
        <LinkList className="mt-3" links={links} />
      </section>
    </Card>
  );
}
