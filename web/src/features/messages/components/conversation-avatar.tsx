import { Users } from 'lucide-react';
import type { ConversationSummary } from '@tightlines/domain/messages/contract';
import { Avatar, initialsOf, PersonAvatar } from '#web/components/ui/avatar';
import { cn } from '#web/components/ui/cn';

/** A team chat shows the team's logo; a direct conversation the other person; a group a group glyph. */
export function ConversationAvatar({
  conversation,
  size = 'md',
}: {
  conversation: ConversationSummary;
  size?: 'sm' | 'md' | 'lg';
}) {
  const team = conversation.team;
  if (team) {
    const words = team.name.trim().split(/\s+/);
    return (
      <Avatar
        src={team.logoUrl}
        alt=""
        initials={initialsOf(words[0] ?? '', words.length > 1 ? (words.at(-1) ?? '') : '', team.name)}
        size={size}
        className="rounded-[var(--radius-control)] bg-deep"
      />
    );
  }
  const [first] = conversation.participants;
  if (conversation.type === 'direct' && first) return <PersonAvatar person={first} size={size} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400',
        size === 'sm' ? 'h-8 w-8' : size === 'lg' ? 'h-14 w-14' : 'h-10 w-10',
      )}
    >
      <Users className="h-5 w-5" />
    </span>
  );
}
