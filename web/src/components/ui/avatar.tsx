import { Avatar as RadixAvatar } from 'radix-ui';
import { cn } from './cn';
import { initialsOf } from './initials';

const sizes = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-14 w-14 text-lg' } as const;

export { initialsOf };

interface AvatarProps {
  src?: string | null;
  /** Accessible name of the picture; initials stand in when it fails to load. */
  alt: string;
  initials: string;
  size?: keyof typeof sizes;
  className?: string;
}

/** The profile picture, falling back to initials while it loads or when it fails. */
export function Avatar({ src, alt, initials, size = 'md', className }: AvatarProps) {
  return (
    <RadixAvatar.Root
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-open font-semibold text-white',
        sizes[size],
        className,
      )}
    >
      {src && <RadixAvatar.Image src={src} alt={alt} className="h-full w-full object-cover" />}
      <RadixAvatar.Fallback delayMs={src ? 300 : undefined} aria-hidden="true">
        {initials}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}

/** A person's picture (decorative: their name stands beside it), initials from their name or handle. */
export function PersonAvatar({
  person,
  size,
  className,
}: {
  person: { avatarUrl: string | null; firstName: string; lastName: string; handle: string };
  size?: AvatarProps['size'];
  className?: string;
}) {
  return (
    <Avatar
      src={person.avatarUrl}
      alt=""
      initials={initialsOf(person.firstName, person.lastName, person.handle)}
      size={size}
      className={className}
    />
  );
}
