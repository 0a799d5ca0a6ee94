import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An achievement's name and description in the reader's language (rewards:achievements.<key>), else as stored. */
export function useAchievementText() {
  const { t } = useTranslation('rewards');
  return useCallback(
    (item: { key: string; name: string; description: string }) => ({
      name: t(`achievements.${item.key}.name`, { defaultValue: item.name }),
      description: t(`achievements.${item.key}.description`, { defaultValue: item.description }),
    }),
    [t],
  );
}
