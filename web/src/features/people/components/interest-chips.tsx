import { useTranslation } from 'react-i18next';
import { Hash, MapPin, Users } from 'lucide-react';
import type { Suggestion } from '@tightlines/domain/social/people';

const ICONS = { followedBy: Users, hashtag: Hash, waters: MapPin } as const;

/** Why someone is suggested (follow suggestion: common interests): followed by X, #tag, shared waters. */
export function InterestChips({
  interests,
  max = 3,
}: {
  interests: Suggestion['commonInterests'];
  max?: number;
}) {
  const { t } = useTranslation('people');
  if (interests.length === 0) return null;
  return (
    <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={t('suggestions.why')}>
      {interests.slice(0, max).map((interest, index) => {
        const Icon = ICONS[interest.kind];
        const text =
          interest.kind === 'followedBy'
            ? t('suggestions.followedBy', { name: interest.label })
            : interest.kind === 'hashtag'
              ? `#${interest.label.replace(/^#/, '')}`
              : t('suggestions.waters', { waters: interest.label });
        return (
          <li
            key={`${interest.kind}-${index}`}
            className="inline-flex max-w-full items-start gap-1 rounded-2xl bg-shallows px-2 py-0.5 text-[13px] font-medium text-deep dark:bg-slate-800 dark:text-slate-200"
          >
            <Icon className="mt-0.5 h-3.5 w-3.5 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
            <span className="min-w-0 break-words">{text}</span>
          </li>
        );
      })}
    </ul>
  );
}
