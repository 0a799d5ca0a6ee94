import type { Post } from '@tightlines/domain/social/posts';
import { LinkedSegments } from '#web/components/text/linked-segments';
import { cn } from '#web/components/ui/cn';

export { hashtagPath, profilePathOf } from '#web/components/text/linked-segments';

const linkClasses = 'font-semibold text-open underline-offset-2 hover:underline dark:text-open-400';

/** Post text as elements: @names link to the profile the server resolved (unresolved ones stay text). */
export function PostText({
  content,
  mentions,
  className,
}: {
  content: string;
  mentions: Post['mentions'];
  className?: string;
}) {
  const resolved = new Map(mentions.map((mention) => [mention.name.toLowerCase(), mention.userId]));
  for (const mention of mentions)
    if (!resolved.has(mention.handle.toLowerCase()))
      resolved.set(mention.handle.toLowerCase(), mention.userId);

  return (
    <p
      dir="auto"
      className={cn(
        'whitespace-pre-wrap break-words text-base leading-relaxed text-deep dark:text-slate-100',
        className,
      )}
    >
      <LinkedSegments
        content={content}
        linkClassName={linkClasses}
        mentionOf={(name) => resolved.get(name.toLowerCase())}
      />
    </p>
  );
}
