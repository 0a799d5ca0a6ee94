import { useTranslation } from 'react-i18next';
import { POST_MAX_CHARS } from '@tightlines/domain/social/limits';
import { cn } from '#web/components/ui/cn';

/** The characters left of 500, red when negative; screen readers hear it politely. */
export function CharacterCounter({ length, id }: { length: number; id?: string }) {
  const { t } = useTranslation('social');
  const remaining = POST_MAX_CHARS - length;
  return (
    <span
      id={id}
      aria-live="polite"
      data-testid="character-counter"
      className={cn(
        'tabular text-sm font-semibold',
        remaining < 0
          ? 'text-danger dark:text-red-400'
          : remaining <= 20
            ? 'text-amber-700 dark:text-amber-400'
            : 'text-slate-600 dark:text-slate-400',
      )}
    >
      <span aria-hidden="true">{remaining}</span>
      <span className="sr-only">
        {remaining < 0
          ? t('composer.over', { count: -remaining })
          : t('composer.remaining', { count: remaining })}
      </span>
    </span>
  );
}
