import { Avatar as RadixAvatar } from 'radix-ui';
import { initialsOf } from '#web/components/ui/avatar';
import { cn } from '#web/components/ui/cn';

interface ProfileAvatarProps {
  src: string | null;
  firstName: string;
  lastName: string;
  handle: string;
  className?: string;
}

/** The large profile picture over the header (the design system's Avatar stops at 56 px); initials without one. */
export function ProfileAvatar({ src, firstName, lastName, handle, className }: ProfileAvatarProps) {
  return (
    <RadixAvatar.Root
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-open font-bold text-white ring-4 ring-white dark:ring-slate-900',
        className,
      )}
    >
      {src && <RadixAvatar.Image src={src} alt="" className="h-full w-full object-cover" />}
      <RadixAvatar.Fallback delayMs={src ? 300 : undefined} aria-hidden="true">
        {initialsOf(firstName, lastName, handle)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
