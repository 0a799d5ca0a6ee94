import { Avatar as RadixAvatar } from 'radix-ui';
import { initialsOf } from '#web/components/ui/avatar';
import { cn } from '#web/components/ui/cn';

const sizes = {
  sm: 'h-8 w-8 text-xs',
  md: 'h-11 w-11 text-sm',
  lg: 'h-16 w-16 text-xl sm:h-20 sm:w-20 sm:text-2xl',
} as const;

/** The team's initials: the first letters of its first and last words ("Reel Deal Anglers" → RA). */
export function teamInitials(name: string): string {
  const words = name.trim().split(/\s+/);
  return initialsOf(words[0] ?? '', words.length > 1 ? (words.at(-1) ?? '') : '', name);
}

/** The team's logo in a rounded square, falling back to its initials (no logo, or while it loads or fails). */
export function TeamLogo({
  name,
  src,
  size = 'md',
  alt = '',
  className,
}: {
  name: string;
  src: string | null;
  size?: keyof typeof sizes;
  /** Empty when the team's name is next to it (decorative). */
  alt?: string;
  className?: string;
}) {
  return (
    <RadixAvatar.Root
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-[var(--radius-control)] bg-deep font-bold text-white',
        sizes[size],
        className,
      )}
    >
      {src && <RadixAvatar.Image src={src} alt={alt} className="h-full w-full object-cover" />}
      <RadixAvatar.Fallback delayMs={src ? 300 : undefined} aria-hidden="true">
        {teamInitials(name)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
