import { useTranslation } from 'react-i18next';
import { ArrowUp } from 'lucide-react';

/** "3 new posts": floats over the feed until tapped, then the feed shows them on top. */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation('social');
  if (count === 0) return null;
  return (
    <div className="pointer-events-none sticky top-20 z-20 flex justify-center" aria-live="polite">
      <button
        type="button"
        onClick={onShow}
        className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-open px-4 text-[15px] font-semibold text-white shadow-lg shadow-deep/20 hover:bg-open-600"
      >
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
        {t('feed.newPosts', { count })}
      </button>
    </div>
  );
}
