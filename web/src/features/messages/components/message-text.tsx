import { Fragment } from 'react';
import { Link } from 'react-router';
import { normalizeTag, tokenize } from '@tightlines/domain/social/parse';
import { cn } from '#web/components/ui/cn';

/**
 * A message's text as elements, as posts render theirs (ARCHITECTURE: user text is never injected as HTML):
 * http(s) links open outside, #tags link to their page; @names stay text (messages resolve no mentions).
 */
export function MessageText({ content, own }: { content: string; own: boolean }) {
  const linkClasses = cn(
    'font-semibold underline underline-offset-2',
    own ? 'text-white' : 'text-open dark:text-open-400',
  );
  return (
    <p dir="auto" className="text-start text-[15px] leading-relaxed whitespace-pre-wrap break-words">
      {tokenize(content).map((segment, index) => {
        switch (segment.type) {
          case 'url':
            return (
              <a
                key={index}
                href={segment.href}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                dir="ltr"
                className={cn(linkClasses, 'break-all')}
              >
                {segment.value}
              </a>
            );
          case 'hashtag':
            return (
              <Link
                key={index}
                to={`/hashtag/${encodeURIComponent(normalizeTag(segment.tag))}`}
                className={linkClasses}
              >
                <bdi>{segment.value}</bdi>
              </Link>
            );
          case 'mention':
          case 'text':
            return <Fragment key={index}>{segment.value}</Fragment>;
        }
      })}
    </p>
  );
}
