import { LinkedSegments } from '#web/components/text/linked-segments';
import { cn } from '#web/components/ui/cn';

/**
 * A message's text as elements, as posts render theirs: http(s) links open outside, #tags link to their page;
 * @names stay text (messages resolve no mentions).
 */
export function MessageText({ content, own }: { content: string; own: boolean }) {
  const linkClasses = cn(
    'font-semibold underline underline-offset-2',
    own ? 'text-white' : 'text-open dark:text-open-400',
  );
  return (
    <p dir="auto" className="text-start text-[15px] leading-relaxed whitespace-pre-wrap break-words">
      <LinkedSegments content={content} linkClassName={linkClasses} />
    </p>
  );
}
