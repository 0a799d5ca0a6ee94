import { describe, expect, it } from 'vitest';
import { AllowedUrlSchema, allowedUrlSchema, isAllowedUrl } from './url';

describe('isAllowedUrl', () => {
  it.each(['https://cdn.example.com/a.png', 'https://example.com', '/uploads/avatars/u1/1700000000.webp'])(
    'accepts %s',
    (value) => {
      expect(isAllowedUrl(value)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://example.com/a.png',
    'ftp://example.com/a.png',
    'vbscript:msgbox(1)',
    '//evil.example/uploads/a.png',
    '/uploads/../api/me',
    '/\\evil.example/uploads/a.png',
    '/api/uploads/a.png',
    'https://user:pass@example.com/a.png',
    'not a url',
    '',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('refuses %s', (value) => {
    expect(isAllowedUrl(value)).toBe(false);
  });

  it('accepts the app’s own uploads on its own origin, even over http, and nothing else there', () => {
    expect(isAllowedUrl('http://localhost:3000/uploads/a.webp', 'http://localhost:3000')).toBe(true);
    expect(isAllowedUrl('http://localhost:3000/api/me', 'http://localhost:3000')).toBe(false);
    expect(isAllowedUrl('http://localhost:3001/uploads/a.webp', 'http://localhost:3000')).toBe(false);
  });
});

describe('AllowedUrlSchema', () => {
  it('answers a clear message', () => {
    const result = AllowedUrlSchema.safeParse('javascript:alert(1)');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Links must start with https:// or be an image uploaded here.',
    );
    expect(allowedUrlSchema('http://localhost:3000').parse(' http://localhost:3000/uploads/x.webp ')).toBe(
      'http://localhost:3000/uploads/x.webp',
    );
  });
});
