/** Keys are relative paths of plain segments: no '..', no leading '/', no backslashes or control characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isValidKey(key: string): boolean {
  return (
    KEY_PATTERN.test(key) &&
    !key.split('/').some((part) => part === '.' || part === '..') &&
    key.length <= 400
  );
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
}

/** Public URLs of uploads ("storage cache 3600 s"). */
export const UPLOADS_PREFIX = '/uploads/';
export const UPLOADS_MAX_AGE_SECONDS = 3600;
