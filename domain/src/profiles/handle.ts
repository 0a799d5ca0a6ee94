const HANDLE_MIN_CHARS = 3;
export const HANDLE_MAX_CHARS = 30;
/** Handles: 3–30 of a–z, 0–9 and underscore, so `@handle` parses unambiguously in post text. */
export const HANDLE_PATTERN = new RegExp(`^[a-z0-9_]{${HANDLE_MIN_CHARS},${HANDLE_MAX_CHARS}}$`);

/** A handle to start from for a new person: their name folded to ASCII, else the e-mail's local part. */
export function handleBaseFrom(name: string, email: string): string {
  const fold = (value: string) =>
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '');
  let base = fold(name) || fold(email.split('@')[0] ?? '');
  if (base.length < 3) base = `${base}angler`;
  return base.slice(0, 24);
}
