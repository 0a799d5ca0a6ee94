import { Fragment } from 'react';
import { Link } from 'react-router';
import { normalizeTag, tokenize } from '@tightlines/domain/social/parse';
import type { Post } from '@tightlines/domain/social/posts';
import { cn } from '#web/components/ui/cn';

const linkClasses = 'font-semibold text-open underline-offset-2 hover:underline dark:text-open-400';

export function hashtagPath(tag: string): string {
  return `/hashtag/${encodeURIComponent(normalizeTag(tag))}`;
}

export function profilePathOf(userId: string): string {
  return `/profile/${encodeURIComponent(userId)}`;
}

/**
 * Post text as elements (ARCHITECTURE: user text is never injected as HTML): #tags link to their page,
 * @names link to the profile the server resolved (unresolved ones stay text), http(s) links open outside.
 */
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
      {tokenize(content).map((segment, index) => {
        switch (segment.type) {
          case 'text':
            return <Fragment key={index}>{segment.value}</Fragment>;
          case 'hashtag':
            return (
              <Link key={index} to={hashtagPath(segment.tag)} className={linkClasses}>
                <bdi>{segment.value}</bdi>
              </Link>
            );
          case 'mention': {
            const userId = resolved.get(segment.name.toLowerCase());
            return userId ? (
              <Link key={index} to={profilePathOf(userId)} className={linkClasses}>
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
                className={cn(linkClasses, 'break-all')}
              >
                {segment.value}
              </a>
            );
        }
      })}
    </p>
  );
}
