// Apart from the avatar so the header can show initials without loading Radix's avatar.
/** Up to two initials from a name; '?' when there is nothing to go on. */
export function initialsOf(firstName: string, lastName: string, fallback = ''): string {
  const letters = [firstName, lastName]
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join('');
  return (letters || fallback.trim().charAt(0) || '?').toUpperCase();
}
