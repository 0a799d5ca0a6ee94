import { describe, expect, it } from 'vitest';
import { HASHTAG_MAX_LENGTH, normalizeTag, parseHashtags, parseMentions, tokenize } from './parse';

describe('parseHashtags', () => {
  it('finds words starting with # in order of appearance', () => {
    expect(parseHashtags('Big one today #bass #LakeErie')).toEqual(['bass', 'LakeErie']);
  });

  it('takes Unicode letters, digits and underscores', () => {
    expect(parseHashtags('#Lachsfischen #釣り #pêche_à_la_mouche #ปลา #bass2024')).toEqual([
      'Lachsfischen',
      '釣り',
      'pêche_à_la_mouche',
      'ปลา',
      'bass2024',
    ]);
  });

  it('leaves trailing punctuation out of the tag', () => {
    expect(parseHashtags('#bass! (#pike), "#trout". #carp? #walleye…')).toEqual([
      'bass',
      'pike',
      'trout',
      'carp',
      'walleye',
    ]);
  });

  it('removes duplicates case-insensitively and keeps the first spelling', () => {
    expect(parseHashtags('#BassFishing then #bassfishing and #BASSFISHING')).toEqual(['BassFishing']);
  });

  it('reads ##bass as #bass', () => {
    expect(parseHashtags('##bass')).toEqual(['bass']);
    expect(tokenize('##bass')).toEqual([
      { type: 'text', value: '#' },
      { type: 'hashtag', value: '#bass', tag: 'bass' },
    ]);
  });

  it('does not take a # inside a word (C#) or a lone #', () => {
    expect(parseHashtags('I code C# and F#, score 3#4, # alone')).toEqual([]);
  });

  it('needs at least one letter, so numbers and keycaps are not tags', () => {
    expect(parseHashtags('#1 catch of #2024, #️⃣')).toEqual([]);
  });

  it('does not take URL fragments or HTML entities', () => {
    expect(parseHashtags('see http://x.com/#frag and x.com/#top and &#39;')).toEqual([]);
  });

  it('does not take #a#b runs', () => {
    expect(parseHashtags('#bass#pike')).toEqual([]);
  });

  it('accepts the full-width ＃ used by Japanese and Chinese keyboards', () => {
    expect(parseHashtags('今日は ＃釣り')).toEqual(['釣り']);
  });

  it(`caps a tag at ${HASHTAG_MAX_LENGTH} characters`, () => {
    const ok = 'a'.repeat(HASHTAG_MAX_LENGTH);
    expect(parseHashtags(`#${ok}`)).toEqual([ok]);
    expect(parseHashtags(`#${ok}b`)).toEqual([]);
  });

  it('finds tags at the start, after newlines and inside brackets', () => {
    expect(parseHashtags('#start\n#next\t[#inside]')).toEqual(['start', 'next', 'inside']);
  });
});

describe('parseMentions', () => {
  it('finds words starting with @', () => {
    expect(parseMentions('Fishing with @dana_shore and @Sam today')).toEqual(['dana_shore', 'Sam']);
  });

  it('does not take e-mail addresses', () => {
    expect(parseMentions('write me@x.com or dana.shore@bayside.example')).toEqual([]);
  });

  it('does not take a name followed by another @ (an address written @dana@x.com)', () => {
    expect(parseMentions('@dana@x.com')).toEqual([]);
  });

  it('leaves trailing punctuation out and removes duplicates case-insensitively', () => {
    expect(parseMentions('@Dana! thanks @dana, @DANA.')).toEqual(['Dana']);
  });

  it('accepts Unicode first names (the spec matches mentions on first_name)', () => {
    expect(parseMentions('@Jörg und @太郎')).toEqual(['Jörg', '太郎']);
  });

  it('ignores a lone @ and @@ runs', () => {
    expect(parseMentions('meet @ 5pm, @@dana')).toEqual([]);
  });

  it('ignores names longer than 30 characters', () => {
    expect(parseMentions(`@${'a'.repeat(31)}`)).toEqual([]);
  });
});

describe('tokenize', () => {
  const samples = [
    '',
    'plain text',
    'Big #bass with @dana at https://example.com/lake?x=1 (see www.example.org).',
    '##bass me@x.com C# http://x.com/#frag 😀#tag @😀',
    '(https://en.wikipedia.org/wiki/Bass_(fish)) done',
  ];

  it.each(samples)('gives the text back when the values are joined: %j', (text) => {
    expect(
      tokenize(text)
        .map((segment) => segment.value)
        .join(''),
    ).toBe(text);
  });

  it('splits text, hashtags, mentions and links', () => {
    expect(tokenize('Big #bass with @dana: https://example.com/x.')).toEqual([
      { type: 'text', value: 'Big ' },
      { type: 'hashtag', value: '#bass', tag: 'bass' },
      { type: 'text', value: ' with ' },
      { type: 'mention', value: '@dana', name: 'dana' },
      { type: 'text', value: ': ' },
      { type: 'url', value: 'https://example.com/x', href: 'https://example.com/x' },
      { type: 'text', value: '.' },
    ]);
  });

  it('keeps a closing bracket that belongs to the link and drops one that does not', () => {
    const segments = tokenize('(https://en.wikipedia.org/wiki/Bass_(fish))');
    expect(segments.find((segment) => segment.type === 'url')?.value).toBe(
      'https://en.wikipedia.org/wiki/Bass_(fish)',
    );
  });

  it('links www. addresses over https and never other schemes', () => {
    expect(tokenize('www.example.org')).toEqual([
      { type: 'url', value: 'www.example.org', href: 'https://www.example.org' },
    ]);
    expect(tokenize('javascript:alert(1) ftp://x.com data:text/html,<b>')).toEqual([
      { type: 'text', value: 'javascript:alert(1) ftp://x.com data:text/html,<b>' },
    ]);
  });

  it('does not link a bare scheme', () => {
    expect(tokenize('http:// nothing')).toEqual([{ type: 'text', value: 'http:// nothing' }]);
  });

  it('keeps markup as plain text segments', () => {
    expect(tokenize('<img src=x onerror=alert(1)> #ok')).toEqual([
      { type: 'text', value: '<img src=x onerror=alert(1)> ' },
      { type: 'hashtag', value: '#ok', tag: 'ok' },
    ]);
  });

  it('handles tags right after an emoji (astral characters)', () => {
    expect(parseHashtags('😀#tag')).toEqual(['tag']);
  });
});

describe('normalizeTag', () => {
  it('lower-cases, composes and drops leading #', () => {
    expect(normalizeTag('#BassFishing')).toBe('bassfishing');
    expect(normalizeTag('Pe\u0302che')).toBe('pêche');
  });
});
