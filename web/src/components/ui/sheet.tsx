import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from './cn';
import './sheet.css';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers when the sheet opens; hidden visually. */
  description?: ReactNode;
  /** Logical side: mirrors in right-to-left languages. */
  side?: 'start' | 'end';
  closeLabel: string;
  className?: string;
  children: ReactNode;
}

/**
 * A panel that slides in from a screen edge over a dimmed backdrop (Radix Dialog: focus trap,
 * Escape and backdrop click close it, focus returns to the button that opened it).
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  side = 'end',
  closeLabel,
  className,
  children,
}: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-deep-900/50 backdrop-blur-[2px] sheet-overlay" />
        <Dialog.Content
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl outline-none dark:bg-slate-900',
            side === 'end' ? 'end-0' : 'start-0',
            side === 'end' ? 'sheet-end' : 'sheet-start',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-4 dark:border-slate-800">
            <Dialog.Title className="text-lg font-bold text-deep dark:text-white">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="inline-flex h-11 w-11 items-center justify-center rounded-[var(--radius-control)] text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="sr-only">{description}</Dialog.Description>}
          <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Wrap a link in this so choosing it closes the sheet (spec: the mobile menu closes on selection). */
export const SheetClose = Dialog.Close;
