import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import {
  setThemePreference,
  THEME_PREFERENCES,
  useThemePreference,
  type ThemePreference,
} from '#web/lib/theme';
import { iconTrigger, THEME_ICONS } from './static-header-actions';

const isPreference = (value: string): value is ThemePreference =>
  THEME_PREFERENCES.includes(value as ThemePreference);

/** DESIGN: dark mode follows the system setting, with a toggle. Large screens; phones use the mobile menu. */
export function ThemeMenu({
  onDark = false,
  defaultOpen = false,
}: {
  onDark?: boolean;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('common');
  const theme = useThemePreference();
  const Icon = THEME_ICONS[theme];

  return (
    <div className="hidden lg:block">
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger
          aria-label={t('theme.change', { theme: t(`theme.${theme}`) })}
          className={iconTrigger(onDark)}
        >
          <Icon className="h-5 w-5" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-52">
          <DropdownMenuLabel>{t('theme.label')}</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={theme}
            onValueChange={(value) => {
              if (isPreference(value)) setThemePreference(value);
            }}
          >
            {THEME_PREFERENCES.map((preference) => {
              const ItemIcon = THEME_ICONS[preference];
              return (
                <DropdownMenuRadioItem key={preference} value={preference}>
                  <ItemIcon className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
                  {t(`theme.${preference}`)}
                </DropdownMenuRadioItem>
              );
            })}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
