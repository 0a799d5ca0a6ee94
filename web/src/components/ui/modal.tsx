import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from './cn';
import './modal.css';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Hide the title visually (it is still the dialog's name). */
  hideTitle?: boolean;
  description?: ReactNode;
  closeLabel: string;
  /** `photo`: wide and black, for a full-size picture. */
  tone?: 'sheet' | 'photo';
  children: ReactNode;
}

/**
 * A dialog over a dimmed page (Radix: focus trap, Escape and backdrop close it, focus returns to the
 * opener). On phones it rises from the bottom edge, thumb-reachable; from `sm` it sits in the middle.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  closeLabel,
  tone = 'sheet',
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="social-modal-overlay fixed inset-0 z-50 bg-deep-900/60 backdrop-blur-[2px]" />
        <Dialog.Content
          className={cn(
            'social-modal-content fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-[var(--radius-card)] pb-[env(safe-area-inset-bottom)] shadow-2xl outline-none',
            'sm:inset-x-auto sm:bottom-auto sm:start-1/2 sm:top-1/2 sm:-translate-y-1/2 sm:rounded-[var(--radius-card)] sm:pb-0 ltr:sm:-translate-x-1/2 rtl:sm:translate-x-1/2',
            tone === 'photo'
              ? 'bg-black sm:w-[min(64rem,calc(100vw-2rem))]'
              : 'bg-white sm:w-[min(36rem,calc(100vw-2rem))] dark:bg-slate-900',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div
            className={cn(
              'flex shrink-0 items-center justify-between gap-3 px-4',
              hideTitle
                ? 'absolute end-0 top-0 z-10'
                : 'h-14 border-b border-slate-200 dark:border-slate-800',
            )}
          >
            <Dialog.Title
              className={cn('text-lg font-bold text-deep dark:text-white', hideTitle && 'sr-only')}
            >
              {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className={cn(
                'inline-flex h-11 w-11 items-center justify-center rounded-[var(--radius-control)]',
                hideTitle
                  ? 'mt-2 bg-black/55 text-white hover:bg-black/70'
                  : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="sr-only">{description}</Dialog.Description>}
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
