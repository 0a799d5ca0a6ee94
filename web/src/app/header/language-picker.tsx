import { useTranslation } from 'react-i18next';
import { ChevronDown, Globe } from 'lucide-react';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@tightlines/domain/i18n/languages';
import { languageTrigger } from './static-header-actions';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';

/** Language picker: the seventeen languages by native name; lib/i18n sets dir=rtl for Arabic. */
export function LanguagePicker({
  onDark = false,
  defaultOpen = false,
}: {
  onDark?: boolean;
  defaultOpen?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const code = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  const current = LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        aria-label={t('language.change', { language: current.nativeName })}
        className={languageTrigger(onDark)}
      >
        <Globe className="h-5 w-5" aria-hidden="true" />
        <span className="hidden uppercase sm:inline">{current.code.split('-')[0]}</span>
        <ChevronDown className="hidden h-4 w-4 opacity-70 sm:block" aria-hidden="true" />
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
