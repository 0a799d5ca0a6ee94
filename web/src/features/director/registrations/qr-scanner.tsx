import { useEffect, useRef, useState } from 'react';
import { CameraOff, CheckCircle2, CircleAlert, ScanLine, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CodeCheckResult } from '@tightlines/domain/tournaments/registration-contract';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { useCheckInByCode } from './api';
import { checkInCodeOf, createQrDecoder, type QrDecoder } from './qr-decode';

/** How often a frame is read: about 6 a second keeps a phone cool and still feels instant. */
export const SCAN_INTERVAL_MS = 160;
/**
 * The same code seen again within this time is the same boat still held up to the camera: it is not checked out
 * again a moment after being checked in.
 */
export const REPEAT_WINDOW_MS = 4000;

type CameraState = 'requesting' | 'scanning' | 'denied' | 'noCamera' | 'unsupported' | 'failed';
const UNAVAILABLE: readonly CameraState[] = ['denied', 'noCamera', 'unsupported', 'failed'];

type ScanResult =
  | { kind: 'checking' }
  | { kind: 'found'; message: string }
  | { kind: 'unknown'; message: string }
  | { kind: 'error'; message: string };

/** getUserMedia's refusal → what the desk is told (spec: permission denied falls back to typing). */
function stateOfError(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'noCamera';
  return 'failed';
}

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The toast and inline text of a check-in or check-out: the entrant, and the boat when it has a name. */
export function useCheckResultMessage() {
  const { t } = useTranslation('registration');
  return (result: CodeCheckResult) => {
    const { entrantName, boatName } = result.registration;
    const name = boatName ? `${entrantName} · ${boatName}` : entrantName;
    return t(result.action === 'checked_in' ? 'desk.checkedIn' : 'desk.checkedOut', { name });
  };
}

/**
 * The desk's camera: asks for the back camera, reads QR codes from the picture (BarcodeDetector or jsQR) and
 * checks each boat in or out with the same call as the typed code. Every camera track stops when it closes.
 * When the camera cannot be had, it says why and `onUnavailable` hands the desk back to typing.
 */
export function QrScanner({
  eventId,
  onClose,
  onUnavailable,
}: {
  eventId: string;
  onClose: () => void;
  onUnavailable?: () => void;
}) {
  const { t } = useTranslation('registration');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>('requesting');
  const [result, setResult] = useState<ScanResult | null>(null);
  const checkIn = useCheckInByCode(eventId);
  const messageOf = useCheckResultMessage();

  // The latest handler for a decoded code, read by the scan loop without restarting the camera.
  const busy = useRef(false);
  const last = useRef<{ raw: string; at: number } | null>(null);
  const handleRaw = (raw: string) => {
    const now = Date.now();
    if (last.current?.raw === raw && now - last.current.at < REPEAT_WINDOW_MS) return;
    last.current = { raw, at: now };
    const code = checkInCodeOf(raw);
    if (!code) {
      setResult({ kind: 'unknown', message: t('desk.camera.notACode') });
      return;
    }
    busy.current = true;
    setResult({ kind: 'checking' });
    checkIn.mutate(code, {
      onSuccess: (answer) => {
        const message = messageOf(answer);
        setResult({ kind: 'found', message });
        toast.success(message);
      },
      onError: (error) => {
        const message = errorMessage(t, error);
        const unknown = error instanceof ApiRequestError && error.status === 404;
        setResult({ kind: unknown ? 'unknown' : 'error', message });
        toast.error(unknown ? t('desk.camera.unknown') : message, unknown ? { description: message } : {});
      },
      onSettled: () => {
        busy.current = false;
        // The repeat window starts when the answer is in, not when the code was first seen.
        last.current = { raw, at: Date.now() };
      },
    });
  };
  const handleRawRef = useRef(handleRaw);
  useEffect(() => {
    handleRawRef.current = handleRaw;
  });

  const onUnavailableRef = useRef(onUnavailable);
  useEffect(() => {
    onUnavailableRef.current = onUnavailable;
  });
  useEffect(() => {
    if (UNAVAILABLE.includes(camera)) onUnavailableRef.current?.();
  }, [camera]);

  useEffect(() => {
    const video = videoRef.current;
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!video || !media?.getUserMedia) {
      // No camera API: an insecure (http) page or an old browser.
      setCamera('unsupported');
      return;
    }
    let cancelled = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let decoder: QrDecoder | null = null;

    const tick = async () => {
      if (cancelled || !decoder) return;
      if (!busy.current) {
        try {
          const raw = await decoder.decode(video);
          if (raw && !cancelled) handleRawRef.current(raw);
        } catch {
          // A frame that could not be read (the video is between frames): try the next one.
        }
      }
      if (!cancelled) timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };

    setCamera('requesting');
    media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }).then(
      async (granted) => {
        if (cancelled) {
          stopStream(granted);
          return;
        }
        stream = granted;
        video.srcObject = granted;
        // Muted and inline, so it may play without a tap.
        try {
          await video.play();
        } catch {
          // Autoplay refused: most browsers still hand frames of a muted inline video to the decoder.
        }
        decoder = await createQrDecoder();
        if (cancelled) return;
        setCamera('scanning');
        void tick();
      },
      (error: unknown) => {
        if (!cancelled) setCamera(stateOfError(error));
      },
    );

    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopStream(stream);
      video.srcObject = null;
    };
  }, []);

  const unavailable = UNAVAILABLE.includes(camera);
  return (
    <section aria-label={t('desk.camera.title')} className="mt-4 space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-deep dark:text-slate-100">{t('desk.camera.title')}</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X className="h-4 w-4" aria-hidden="true" />
          {t('desk.camera.close')}
        </Button>
      </div>
      <div
        hidden={unavailable}
        className="relative mx-auto aspect-[4/3] w-full max-w-md overflow-hidden rounded-[var(--radius-card)] bg-slate-900"
      >
        <video
          ref={videoRef}
          muted
          playsInline
          autoPlay
          aria-label={t('desk.camera.video')}
          className="h-full w-full object-cover"
        />
        {camera === 'scanning' && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[18%] rounded-lg border-2 border-white/80 shadow-[0_0_0_999px_rgba(0,0,0,0.25)]"
          />
        )}
        {camera === 'requesting' && (
          <div className="absolute inset-0 flex items-center justify-center text-white">
            <Spinner className="h-8 w-8" />
          </div>
        )}
      </div>

      {unavailable ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-[var(--radius-control)] bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <CameraOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t(`desk.camera.${camera as 'denied' | 'noCamera' | 'unsupported' | 'failed'}`)}
        </p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {camera === 'requesting' ? (
            t('desk.camera.requesting')
          ) : result?.kind === 'checking' ? (
            <>
              <Spinner className="h-4 w-4" />
              {t('desk.camera.checking')}
            </>
          ) : result?.kind === 'found' ? (
            <>
              <CheckCircle2 className="h-4 w-4 text-emerald-600" aria-hidden="true" />
              <span className="font-semibold text-deep dark:text-slate-100">{result.message}</span>
            </>
          ) : (
            <>
              <ScanLine className="h-4 w-4" aria-hidden="true" />
              {t('desk.camera.scanning')}
            </>
          )}
        </p>
      )}
      {!unavailable && (result?.kind === 'unknown' || result?.kind === 'error') && (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger dark:text-red-400">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {result.kind === 'unknown' ? `${t('desk.camera.unknown')} ${result.message}` : result.message}
        </p>
      )}
    </section>
  );
}
