import { Fragment } from 'react';
import { Link } from 'react-router';
import { normalizeTag, tokenize } from '@tightlines/domain/social/parse';
import { cn } from '#web/components/ui/cn';

export function hashtagPath(tag: string): string {
  return `/hashtag/${encodeURIComponent(normalizeTag(tag))}`;
}

export function profilePathOf(userId: string): string {
  return `/profile/${encodeURIComponent(userId)}`;
}

/**
 * What people write, as elements (ARCHITECTURE: user text is never injected as HTML): #tags link to their page,
 * http(s) links open outside, @names link to the profile `mentionOf` resolves them to (or stay text). Posts and
 * messages render their text with it, each in a paragraph of its own style.
 */
export function LinkedSegments({
  content,
  linkClassName,
  mentionOf,
}: {
  content: string;
  linkClassName: string;
  /** The person an @name stands for; without it (or unresolved) the name stays text. */
  mentionOf?: (name: string) => string | undefined;
}) {
  return (
    <>
      {tokenize(content).map((segment, index) => {
        switch (segment.type) {
          case 'text':
            return <Fragment key={index}>{segment.value}</Fragment>;
          case 'hashtag':
            return (
              <Link key={index} to={hashtagPath(segment.tag)} className={linkClassName}>
                <bdi>{segment.value}</bdi>
              </Link>
            );
          case 'mention': {
            const userId = mentionOf?.(segment.name);
            return userId ? (
              <Link key={index} to={profilePathOf(userId)} className={linkClassName}>
                <bdi>{segment.value}</bdi>
              </Link>
            ) : (
              <Fragment key={index}>{segment.value}</Fragment>
            );
          }
          case 'url':
            return (
              <a
                key={index}
                href={segment.href}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                dir="ltr"
                className={cn(linkClassName, 'break-all')}
              >
                {segment.value}
              </a>
            );
        }
      })}
    </>
  );
}
