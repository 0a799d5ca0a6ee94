import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@tightlines/domain/messages/contract';
import { Modal } from '#web/components/ui/modal';

/** A photo in a message: the generated variants (authorized URLs), a tap opens it whole. */
export function MessagePhoto({
  image,
  senderName,
}: {
  image: NonNullable<Message['image']>;
  senderName: string;
}) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const variants = image.variants;
  const largest = variants.at(-1);
  if (!largest) return null;
  const srcSet = variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  const alt = t('message.photoAlt', { name: senderName });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('message.openPhoto')}
        className="block overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800"
      >
        <img
          src={largest.url}
          srcSet={srcSet}
          sizes="(min-width: 1024px) 320px, 70vw"
          alt={alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="max-h-80 w-auto max-w-full object-cover"
        />
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={alt}
        hideTitle
        closeLabel={t('message.closePhoto')}
        tone="photo"
      >
        <img
          src={largest.url}
          srcSet={srcSet}
          sizes="100vw"
          alt={alt}
          className="mx-auto max-h-[88dvh] w-auto object-contain"
        />
      </Modal>
    </>
  );
}
