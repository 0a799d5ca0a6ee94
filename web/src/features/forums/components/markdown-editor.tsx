import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ImagePlus } from 'lucide-react';
import { Textarea } from '#web/components/ui/input';
import { cn } from '#web/components/ui/cn';
import { errorMessage } from '#web/lib/error-message';
import { uploadForumImage } from '#web/features/forums/api/forums';

/**
 * A Markdown body with Write and Preview tabs (the preview is the text as written; the server renders the HTML)
 * and an image button that uploads and inserts `![](url)`.
 */
export const MarkdownEditor = forwardRef<
  HTMLTextAreaElement,
  { value: string; onChange: (value: string) => void; label: string; error?: string }
>(function MarkdownEditor({ value, onChange, label, error }, ref) {
  const { t } = useTranslation('forums');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [uploading, setUploading] = useState(false);
  const id = useId();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadForumImage(file);
      onChange(`${value}${value && !value.endsWith('\n') ? '\n' : ''}![](${image.url})\n`);
    } catch (e) {
      toast.error(errorMessage(t, e));
    } finally {
      setUploading(false);
    }
  };
  const tabClass = (active: boolean) =>
    cn(
      'h-9 rounded-[var(--radius-control)] px-3 text-sm font-semibold',
      active
        ? 'bg-shallows text-deep dark:bg-slate-800 dark:text-white'
        : 'text-slate-600 dark:text-slate-300',
    );
  return (
    <div>
      <div className="mb-1 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-deep dark:text-white">
          {label}
        </label>
        <div role="tablist" aria-label={t('editor.mode')} className="flex gap-1">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'write'}
            className={tabClass(tab === 'write')}
            onClick={() => setTab('write')}
          >
            {t('editor.write')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'preview'}
            className={tabClass(tab === 'preview')}
            onClick={() => setTab('preview')}
          >
            {t('editor.preview')}
          </button>
        </div>
      </div>
      {tab === 'write' ? (
        <Textarea
          id={id}
          ref={ref}
          rows={6}
          value={value}
          invalid={Boolean(error)}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <pre
          role="tabpanel"
          aria-label={t('editor.preview')}
          className="min-h-36 whitespace-pre-wrap break-words rounded-[var(--radius-control)] border border-slate-200 bg-slate-50 p-3 font-sans text-[15px] dark:border-slate-700 dark:bg-slate-800"
        >
          {value || t('editor.nothing')}
        </pre>
      )}
      {error ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <label className="mt-2 inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-open">
        <ImagePlus className="h-4 w-4" aria-hidden="true" />
        {uploading ? t('editor.uploading') : t('editor.addImage')}
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={uploading}
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
});
