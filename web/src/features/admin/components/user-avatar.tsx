import { cn } from '#web/components/ui/cn';

/** The profile picture, falling back to initials (avatar). */
export function UserAvatar({
  person,
  size = 'md',
}: {
  person: { firstName: string; lastName: string; email: string; avatarUrl: string | null };
  size?: 'md' | 'lg';
}) {
  const initials =
    `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase() ||
    person.email.charAt(0).toUpperCase();
  const box = size === 'lg' ? 'h-16 w-16 text-xl' : 'h-10 w-10 text-sm';
  if (person.avatarUrl) {
    return (
      <img
        src={person.avatarUrl}
        alt=""
        className={cn('shrink-0 rounded-full object-cover', box)}
        loading="lazy"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-shallows font-bold text-open dark:bg-slate-800 dark:text-open-400',
        box,
      )}
    >
      {initials}
    </span>
  );
}
