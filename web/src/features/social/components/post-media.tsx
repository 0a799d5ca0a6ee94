import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@tightlines/domain/social/posts';
import { Modal } from '#web/components/ui/modal';

/** Widths the card is drawn at: the whole phone, then the feed column (DESIGN: explicit sizes). */
const CARD_SIZES = '(min-width: 1280px) 608px, (min-width: 1024px) 720px, (min-width: 640px) 640px, 100vw';

function srcSetOf(media: NonNullable<Post['media']>): string {
  return media.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/**
 * Photo first (DESIGN 'Catch and post cards'): a 4:5 crop from the WebP variants, lazy below the fold;
 * a tap opens the whole picture.
 */
export function PostMedia({ post, eager = false }: { post: Post; eager?: boolean }) {
  const { t } = useTranslation('social');
  const [open, setOpen] = useState(false);
  if (!post.mediaUrl) return null;
  const media = post.media;
  const alt = t('post.photoAlt', { name: post.author.displayName });
  const srcSet = media && media.variants.length > 0 ? srcSetOf(media) : undefined;

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('post.openPhoto')}
        className="block w-full overflow-hidden bg-slate-100 focus-visible:outline-offset-[-2px] dark:bg-slate-800"
      >
        <picture>
          {srcSet && <source type="image/webp" srcSet={srcSet} sizes={CARD_SIZES} />}
          <img
            src={post.mediaUrl}
            alt={alt}
            width={media?.width}
            height={media?.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-[4/5] w-full object-cover"
          />
        </picture>
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={alt}
        hideTitle
        closeLabel={t('post.closePhoto')}
        tone="photo"
      >
        <picture>
          {srcSet && <source type="image/webp" srcSet={srcSet} sizes="100vw" />}
          <img src={post.mediaUrl} alt={alt} className="mx-auto max-h-[88dvh] w-auto object-contain" />
        </picture>
      </Modal>
    </>
  );
}
