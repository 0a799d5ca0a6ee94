import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { MESSAGE_MAX_CHARS, TYPING_SEND_INTERVAL_MS } from '@tightlines/domain/messages/contract';
import type { Person } from '@tightlines/domain/social/people';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { ImagePickButton } from '#web/components/ui/image-pick-button';
import { errorMessage } from '#web/lib/error-message';
import { useOwnActionBar } from '#web/lib/own-action-bar';
import { useImagePick, type ImagePickAfter } from '#web/lib/use-image-pick';
import { sendTyping, useSendMessage } from '#web/features/messages/api/messages';
import { newClientId } from '#web/features/messages/lib/names';
import { SuspendedNotice, useSuspension } from '#web/features/safety';

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line; a counter of the characters left of 2,000 (red past it); one
 * photo through the posts' checks (images only, under 5 MB). Sticks to the bottom of the conversation; on phones
 * the bottom bar steps aside for it.
 */
export function MessageComposer({
  conversationId,
  me,
  onSent,
}: {
  conversationId: string;
  me: Person | null;
  onSent: () => void;
}) {
  const { t } = useTranslation(['messages', 'errors']);
  useOwnActionBar();
  const send = useSendMessage(conversationId, me);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<{ file: File; after: ImagePickAfter } | null>(null);
  const pick = useImagePick((file, after) => setPhoto({ file, after }));
  const lastTyping = useRef(0);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const errorId = useId();
  const hintId = useId();

  const remaining = MESSAGE_MAX_CHARS - text.length;
  const tooLong = remaining < 0;
  const empty = text.trim() === '' && !photo;
  const uploading = send.isPending && Boolean(send.variables?.image);
  const suspended = useSuspension() !== null;
  const suspendedId = useId();

  const clearPhoto = () => {
    photo?.after.clear();
    setPhoto(null);
  };

  const submit = () => {
    if (empty || tooLong || uploading || suspended) return;
    const input = { content: text.trim(), clientId: newClientId(), image: photo?.file ?? null };
    const sentText = text;
    // A text shows at once (optimistic): the field is free for the next one. A photo waits for its upload.
    if (!input.image) setText('');
    send.mutate(input, {
      onSuccess: () => {
        if (input.image) {
          setText('');
          clearPhoto();
        }
        lastTyping.current = 0;
        onSent();
      },
      onError: (error) => {
        // Never lose what was written: it comes back if the field is still empty.
        if (!input.image) setText((current) => (current === '' ? sentText : current));
        toast.error(t('messages:composer.sendFailed'), { description: errorMessage(t, error) });
      },
    });
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const handleChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current >= TYPING_SEND_INTERVAL_MS) {
      lastTyping.current = now;
      sendTyping(conversationId);
    }
  };

  const problem = tooLong ? t('errors:messageTooLong') : pick.error;

  return (
    <div className="sticky bottom-0 border-t border-slate-200 bg-white px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] lg:pb-2 dark:border-slate-800 dark:bg-slate-950">
      {pick.preview && (
        <div className="mb-2 flex items-start gap-2">
          <div className="relative">
            <img
              src={pick.preview}
              alt={t('messages:composer.photoPreview')}
              className="h-20 w-20 rounded-lg object-cover"
            />
            {!uploading && (
              <button
                type="button"
                onClick={clearPhoto}
                aria-label={t('messages:composer.removePhoto')}
                className="absolute -end-2 -top-2 inline-flex h-8 w-8 items-center justify-center rounded-full bg-deep text-white shadow ring-2 ring-white dark:ring-slate-950"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            )}
          </div>
        </div>
      )}
      <SuspendedNotice id={suspendedId} className="mb-2" />
      {problem && (
        <p id={errorId} role="alert" className="mb-1.5 text-sm font-semibold text-danger dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="flex items-end gap-2">
        <ImagePickButton
          label={t('messages:composer.addPhoto')}
          icon={ImagePlus}
          onChange={pick.handleChange}
          busy={uploading}
          busyLabel={t('messages:composer.uploading')}
          disabled={suspended}
          describedBy={suspended ? suspendedId : undefined}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-open hover:bg-shallows dark:text-open-400 dark:hover:bg-slate-800 [&>span:not(.sr-only)]:sr-only"
        />
        <label className="sr-only" htmlFor={`${counterId}-input`}>
          {t('messages:composer.label')}
        </label>
        <textarea
          id={`${counterId}-input`}
          ref={inputRef}
          rows={1}
          value={text}
          dir="auto"
          placeholder={t('messages:composer.placeholder')}
          aria-invalid={tooLong || undefined}
          disabled={suspended}
          aria-describedby={
            cn(suspended && suspendedId, hintId, text.length > 0 && counterId, problem && errorId) ||
            undefined
          }
          onChange={(event) => handleChange(event.target.value)}
          onKeyDown={handleKeyDown}
          className={cn(
            'field-sizing-content max-h-40 min-h-11 flex-1 resize-none rounded-3xl border bg-slate-50 px-4 py-2.5 text-base text-deep placeholder:text-slate-500 focus:border-open focus:ring-2 focus:ring-open/30 focus:outline-none dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400',
            tooLong ? 'border-danger' : 'border-slate-300 dark:border-slate-700',
          )}
        />
        <Button
          size="icon"
          className="shrink-0 rounded-full"
          aria-label={t('messages:composer.send')}
          disabled={empty || tooLong || suspended}
          busy={uploading}
          onClick={submit}
        >
          {!uploading && <SendHorizontal className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />}
        </Button>
      </div>
      <div className="mt-1 flex items-center justify-between gap-2 px-1">
        <p id={hintId} className="hidden text-xs text-slate-500 sm:block dark:text-slate-400">
          {t('messages:composer.hint')}
        </p>
        {text.length > 0 && (
          <span
            id={counterId}
            aria-live="polite"
            data-testid="message-counter"
            className={cn(
              'ms-auto text-xs font-semibold tabular-nums',
              tooLong
                ? 'text-danger dark:text-red-400'
                : remaining <= 20
                  ? 'text-amber-700 dark:text-amber-400'
                  : 'text-slate-600 dark:text-slate-400',
            )}
          >
            <span aria-hidden="true">{remaining}</span>
            <span className="sr-only">
              {tooLong
                ? t('messages:composer.over', { count: -remaining })
                : t('messages:composer.remaining', { count: remaining })}
            </span>
          </span>
        )}
      </div>
    </div>
  );
}
