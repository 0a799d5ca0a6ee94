import { Avatar, initialsOf } from '#web/components/ui/avatar';

/** A small avatar for a member or follower, with initials from their display name. */
export function PersonAvatar({ name, src }: { name: string; src: string | null }) {
  const [first = '', ...rest] = name.split(' ');
  return <Avatar src={src} alt="" initials={initialsOf(first, rest.join(' '))} size="sm" />;
}
