import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@tightlines/domain/i18n/languages';
import { MESSAGES } from '@tightlines/domain/common/messages';

const dir = import.meta.dirname;
const namespaces = readdirSync(path.join(dir, 'en')).filter((file) => file.endsWith('.json'));

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') {
    out.set(prefix, tree);
  } else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Tree)) {
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

const load = (language: string, namespace: string): Map<string, string> =>
  flatten(JSON.parse(readFileSync(path.join(dir, language, namespace), 'utf8')));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys with i18next plural suffixes reduced to their base, so languages may have their own plural forms. */
const baseKeys = (keys: Iterable<string>) => [...new Set([...keys].map((key) => key.replace(PLURAL, '')))].sort();

/** The plural forms a language needs (Intl), for every plural key of English. */
function missingPluralForms(language: string, english: Map<string, string>, translated: Map<string, string>): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const bases = new Set([...english.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
  return [...bases].flatMap((base) => categories.filter((form) => !translated.has(`${base}_${form}`)).map((form) => `${base}_${form}`));
}

describe('locale files', () => {
  it('has an English file for every namespace the app loads', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common.json', 'errors.json']));
  });

  it('keeps the errors namespace word-for-word the spec catalogue in English', () => {
    expect(Object.fromEntries(load('en', 'errors.json'))).toEqual(MESSAGES);
  });

  describe.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s', (language) => {
    it.each(namespaces)('%s has exactly the English keys, translated, with the same placeholders', (namespace) => {
      const english = load('en', namespace);
      const translated = load(language, namespace);
      expect(baseKeys(translated.keys())).toEqual(baseKeys(english.keys()));
      expect(missingPluralForms(language, english, translated)).toEqual([]);
      let unchanged = 0;
      for (const [key, text] of english) {
        if (PLURAL.test(key) && !translated.has(key)) continue; // a form this language does not use
        const other = translated.get(key) ?? '';
        expect(other.trim(), `${language}/${namespace} ${key} is empty`).not.toBe('');
        expect(placeholders(other), `${language}/${namespace} ${key} placeholders`).toEqual(placeholders(text));
        if (other === text && /[a-z]{4,}/i.test(text)) unchanged++;
      }
      // Brand names, e-mail addresses and the like stay as they are; whole files left in English do not.
      expect(unchanged / Math.max(english.size, 1)).toBeLessThan(0.35);
    });
  });
});
