import { lazy, Suspense, useState } from 'react';
import type { LucideIcon } from 'lucide-react';

// The dialog and the composer load on first tap, never with the page.
const loadDialog = () => import('./composer-dialog');
const ComposerDialog = lazy(() => loadDialog().then((m) => ({ default: m.ComposerDialog })));

/** The mobile bottom bar's Post (signed-in only): opens the composer in a dialog. */
export function PostAction({ label, icon: Icon }: { label: string; icon: LucideIcon }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="flex flex-1 flex-col items-center justify-center gap-1 text-xs font-semibold text-slate-600 transition-colors hover:text-deep dark:text-slate-400 dark:hover:text-white"
      >
        <Icon className="h-6 w-6" strokeWidth={2} aria-hidden="true" />
        {label}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ComposerDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
