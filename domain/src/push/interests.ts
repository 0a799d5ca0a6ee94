/**
 * The push device rules (spec §5 and §9): interest names, their limits, the personal interest and the SDK
 * version a device reports. The web client checks them before it asks the server; the server checks them again.
 */

/** The version of the push client a device reports as metadata.sdkVersion. */
export const PUSH_SDK_VERSION = '1.1.0';
export const INTEREST_MAX_LENGTH = 164;
export const MAX_INTERESTS = 5000;

const INTEREST_PATTERN = /^[A-Za-z0-9_\-=@,.]+$/;

/** Non-empty, ASCII letters, digits and `_-=@,.` only, at most 164 characters. */
export function isValidInterest(interest: unknown): interest is string {
  return (
    typeof interest === 'string' &&
    interest.length > 0 &&
    interest.length <= INTEREST_MAX_LENGTH &&
    INTEREST_PATTERN.test(interest)
  );
}

/** A list of interests without its duplicates, in first-seen order. */
export function uniqueInterests(interests: readonly string[]): string[] {
  return [...new Set(interests)];
}

/** The interest every device of a signed-in person holds; pushes to the person go to it. */
export function personalInterest(userId: string): string {
  return `user-${userId}`;
}

/** Interests starting with this are the server's (personal ones); a device cannot pick them itself. */
export const RESERVED_INTEREST_PREFIX = 'user-';
