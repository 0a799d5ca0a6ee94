import { directionOf } from '@tightlines/domain/i18n/languages';

/** First-strong isolate … pop directional isolate: the text keeps its own direction wherever it lands. */
const FSI = '\u2068';
const PDI = '\u2069';

const isRightToLeft = (language: string) => directionOf(language.split('-')[0] ?? language) === 'rtl';

/**
 * A formatted date or time as one unit in a right-to-left page: Arabic dates mix digits, slashes, commas and
 * letters, and set next to other text ("(phone time)", "· 5 min ago") the bidi algorithm would reorder their
 * pieces. Isolating them keeps each one whole. Left-to-right languages need no isolation and get the text as is.
 */
export function bidiIsolate(text: string, language: string): string {
  return isRightToLeft(language) ? `${FSI}${text}${PDI}` : text;
}
