import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '@tightlines/domain/groups/contract';
import { Card } from '#web/components/ui/card';
import { shortDate } from '#web/lib/format/time';
import { useSpeciesName } from '#web/lib/species-name';
import { useGroupMembers } from '#web/features/groups/api/groups';
import { PersonRow } from './person-row';

/** About: the description, the rules, species and region, and who runs the group. */
export function AboutTab({ group }: { group: GroupDetail }) {
  const { t, i18n } = useTranslation('groups');
  const speciesName = useSpeciesName();
  const members = useGroupMembers(group.id, 'active', '', group.canSeeContent);
  const staff = (members.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (member) => member.role === 'admin' || member.role === 'moderator',
  );
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <div className="space-y-4">
        <Card className="p-4 sm:p-6">
          <h2 className="mb-2 text-lg font-bold text-deep dark:text-white">{t('about.title')}</h2>
          <p className="text-[15px] whitespace-pre-line text-slate-700 dark:text-slate-300">
            {group.about || t('about.empty')}
          </p>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-deep dark:text-slate-200">{t('form.type')}</dt>
              <dd className="text-slate-600 dark:text-slate-400">{t(`types.${group.type}`)}</dd>
            </div>
            {group.region && (
              <div>
                <dt className="font-semibold text-deep dark:text-slate-200">{t('form.region')}</dt>
                <dd className="text-slate-600 dark:text-slate-400">{group.region}</dd>
              </div>
            )}
            {group.species.length > 0 && (
              <div className="sm:col-span-2">
                <dt className="font-semibold text-deep dark:text-slate-200">{t('form.species')}</dt>
                <dd className="text-slate-600 dark:text-slate-400">
                  {group.species.map((key) => speciesName(key)).join(', ')}
                </dd>
              </div>
            )}
            <div>
              <dt className="font-semibold text-deep dark:text-slate-200">{t('about.created')}</dt>
              <dd className="text-slate-600 dark:text-slate-400">
                {shortDate(group.createdAt, i18n.language)}
              </dd>
            </div>
          </dl>
        </Card>
        <Card className="p-4 sm:p-6">
          <h2 className="mb-2 text-lg font-bold text-deep dark:text-white">{t('about.rules')}</h2>
          <p className="text-[15px] whitespace-pre-line text-slate-700 dark:text-slate-300">
            {group.rules || t('about.noRules')}
          </p>
        </Card>
      </div>
      <Card className="h-fit p-4 sm:p-6">
        <h2 className="text-lg font-bold text-deep dark:text-white">{t('about.admins')}</h2>
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          <li>
            <PersonRow person={group.owner} detail={t('roles.owner')} />
          </li>
          {staff.map((member) => (
            <li key={member.person.id}>
              <PersonRow person={member.person} detail={t(`roles.${member.role}`)} />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
