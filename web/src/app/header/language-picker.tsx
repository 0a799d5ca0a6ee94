import { useTranslation } from 'react-i18next';
import { ChevronDown, Globe } from 'lucide-react';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@tightlines/domain/i18n/languages';
import { cn } from '../../components/ui/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';

/** Spec §2/§9 language picker: the seventeen languages by native name; lib/i18n sets dir=rtl for Arabic. */
export function LanguagePicker({ onDark = false }: { onDark?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const code = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  const current = LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('language.change', { language: current.nativeName })}
        className={cn(
          'inline-flex h-11 items-center gap-1.5 rounded-[var(--radius-control)] px-2.5 text-sm font-semibold transition-colors',
          onDark
            ? 'text-white hover:bg-white/10'
            : 'text-deep hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
        )}
      >
        <Globe className="h-5 w-5" aria-hidden="true" />
        <span className="uppercase">{current.code.split('-')[0]}</span>
        <ChevronDown className="h-4 w-4 opacity-70" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current.code}
          onValueChange={(value) => void i18n.changeLanguage(value)}
        >
          {LANGUAGES.map((language) => (
            <DropdownMenuRadioItem key={language.code} value={language.code} lang={language.code}>
              <span className="text-lg leading-none" aria-hidden="true">
                {language.flag}
              </span>
              <span>{language.nativeName}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
