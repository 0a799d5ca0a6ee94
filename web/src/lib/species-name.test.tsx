import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { SPECIES_CATALOGUE, SPECIES_KEYS } from '@tightlines/domain/tournaments/species';
import { createTestI18n } from '#web/test/render';
import arabic from '#web/locales/ar/species.json';
import english from '#web/locales/en/species.json';
import german from '#web/locales/de/species.json';
import { useSpeciesName } from './species-name';

async function speciesNameIn(language: 'en' | 'ar' | 'de', asWritten?: (stored: string) => string) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('ar', 'species', arabic);
  i18n.addResourceBundle('de', 'species', german);
  await i18n.changeLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const { result } = renderHook(() => useSpeciesName(asWritten), { wrapper });
  return { name: (stored: string) => result.current(stored), i18n };
}

describe('useSpeciesName', () => {
  it('shows a catalogue species in Arabic and German, whatever the case it was stored in', async () => {
    const { name: ar } = await speciesNameIn('ar');
    expect(ar('Largemouth bass')).toBe('سمك القاروص كبير الفم');
    expect(ar('walleye')).toBe('سمك الزاندر الأمريكي');
    const { name: de } = await speciesNameIn('de');
    expect(de('Largemouth bass')).toBe('Forellenbarsch');
    expect(de('NORTHERN PIKE')).toBe('Hecht');
    expect(de('Mahi-mahi')).toBe('Goldmakrele');
  });

  it('shows a name outside the catalogue as written, in any language', async () => {
    const { name: ar } = await speciesNameIn('ar');
    expect(ar('Murray cod')).toBe('Murray cod');
    const { name: de } = await speciesNameIn('de');
    expect(de('Hausen')).toBe('Hausen');
  });

  it('leaves every name as stored in English', async () => {
    const { name } = await speciesNameIn('en');
    expect(name('Largemouth bass')).toBe('Largemouth bass');
    expect(name('walleye')).toBe('walleye');
    expect(name('Murray cod')).toBe('Murray cod');
  });

  it('shapes the names it leaves as they are with asWritten, and translates slugs', async () => {
    const label = (stored: string) => stored.replace(/_/g, ' ').toUpperCase();
    const { name: de } = await speciesNameIn('de', label);
    expect(de('largemouth_bass')).toBe('Forellenbarsch');
    expect(de('murray_cod')).toBe('MURRAY COD');
    const { name: en } = await speciesNameIn('en', label);
    expect(en('largemouth_bass')).toBe('LARGEMOUTH BASS');
  });

  it('follows a change of language', async () => {
    const i18n = createTestI18n();
    i18n.addResourceBundle('de', 'species', german);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useSpeciesName(), { wrapper });
    expect(result.current('Carp')).toBe('Carp');
    await act(() => i18n.changeLanguage('de'));
    expect(result.current('Carp')).toBe('Karpfen');
  });
});

describe('the species namespace', () => {
  it('has one key per catalogue species, with the catalogue name in English', () => {
    expect(Object.keys(english)).toEqual(SPECIES_KEYS);
    expect(Object.values(english)).toEqual(SPECIES_CATALOGUE);
  });
});
