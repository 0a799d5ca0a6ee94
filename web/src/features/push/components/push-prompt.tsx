import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BellRing } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { enablePush, notificationPermission, pushSupported } from '#web/lib/push/lifecycle';
import { useHasOwnActionBar } from '#web/lib/own-action-bar';

/** The prompt appears this long after load (spec §4). */
export const PUSH_PROMPT_DELAY_MS = 3000;
/** "Not now" lasts the session (sessionStorage). */
export const PUSH_PROMPT_DISMISSED_KEY = 'tightlines.push.promptDismissed';

function dismissedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(PUSH_PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.sessionStorage.setItem(PUSH_PROMPT_DISMISSED_KEY, '1');
  } catch {
    // Storage blocked: the prompt stays away until the page reloads.
  }
}

/** Only while the browser's permission is undecided, where push works, and not dismissed this session. */
function wanted(): boolean {
  return pushSupported() && notificationPermission() === 'default' && !dismissedThisSession();
}

/**
 * A small card asking to turn on push notifications, 3 s after load for a signed-in person whose browser has not
 * decided yet, and never over a form's own action bar or a message composer. Not modal and never takes focus: "Turn on" asks the browser, "Not now" (or Escape) hides it for the
 * session.
 */
export function PushPrompt({ userId }: { userId: string }) {
  const { t } = useTranslation('push');
  const titleId = useId();
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  // A form's own bar (a message composer, a save bar) sits where the card would: the card waits until it is gone.
  const ownActionBar = useHasOwnActionBar();

  useEffect(() => {
    if (!wanted()) return;
    const timer = setTimeout(() => setVisible(wanted()), PUSH_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const dismiss = () => {
    rememberDismissal();
    setVisible(false);
  };

  const turnOn = async () => {
    setBusy(true);
    try {
      const permission = await enablePush(userId);
      if (permission === 'granted') toast.success(t('prompt.enabled'));
      else if (permission === 'denied') toast.info(t('prompt.denied'));
      // Closing the browser's own question is an answer for now too.
      rememberDismissal();
      setVisible(false);
    } catch (error) {
      console.warn('push: could not turn on', error);
      toast.error(t('prompt.failed'));
      rememberDismissal();
      setVisible(false);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      dismiss();
    }
  };

  return (
    // Always in the page, so its card is announced politely when it appears.
    <div aria-live="polite">
      {visible && !ownActionBar && (
        <section
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-sm rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-soft)] sm:inset-x-auto sm:end-4 sm:mx-0 sm:w-96 lg:bottom-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-start gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-cyan-300">
              <BellRing className="h-5 w-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="font-semibold text-deep dark:text-white">
                {t('prompt.title')}
              </h2>
              <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-300">{t('prompt.body')}</p>
            </div>
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={dismiss} disabled={busy}>
              {t('prompt.dismiss')}
            </Button>
            <Button onClick={() => void turnOn()} busy={busy}>
              {busy ? t('prompt.enabling') : t('prompt.enable')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
