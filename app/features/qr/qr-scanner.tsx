import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TOAST_ANIMATION_MS, TOAST_DURATION_MS } from '../../../common/constants';
import type { Lng } from '../../../common/i18n-config';
import { reportError } from '../errors/report-error';
import { toast, topOverlay } from '../overlays/overlay-store';
import { IconArrowLeft, IconFlash } from '../shell/icons';
import { cameraProblem, chooseCamera, isScanFault, supportsTorch, type CameraProblem } from './camera';
import { routeScan, type ReadableScan } from './scan-result';

/** Pause between two decoding attempts on the video (the decoder runs on the main thread). */
const SCAN_INTERVAL_MS = 150;
/** The same unsupported code, still in view, says so again this long after its toast has gone. */
const UNSUPPORTED_REPEAT_MS = TOAST_DURATION_MS + TOAST_ANIMATION_MS + 1500;

type Phase = 'starting' | 'scanning' | CameraProblem | 'scanFailed';

export interface QrScannerProps {
  title: string;
  description?: string;
  /** Where the back control goes, and where the scanner closes to after a custom handler. */
  backTo: string;
  /** Takes a readable scan instead of the default (open the address); `false` = it cannot use it. */
  onResult?: (result: ReadableScan) => boolean | void;
  /** The website's language for the addresses the default handler opens (none in the back office). */
  siteLng?: Lng;
}

/** Spec §9: the rear camera by facing mode, then the one `chooseCamera` prefers once labels are known. */
async function openCamera(md: MediaDevices): Promise<MediaStream> {
  const rear: MediaStreamConstraints = { video: { facingMode: { ideal: 'environment' } }, audio: false };
  const stream = await md.getUserMedia(rear);
  const wanted = chooseCamera((await md.enumerateDevices()).filter((d) => d.kind === 'videoinput'));
  if (!wanted || wanted === stream.getVideoTracks()[0]?.getSettings().deviceId) return stream;
  stream.getTracks().forEach((track) => track.stop());
  try {
    return await md.getUserMedia({ video: { deviceId: { exact: wanted } }, audio: false });
  } catch {
    return md.getUserMedia(rear);
  }
}

/**
 * The QR scanner screen (spec §2): full screen over the page, back control, title, optional
 * description, a spinner until the camera plays, a torch toggle when the track has one. The decoder
 * (@zxing/browser) is loaded here only, on the client. A scan goes to `onResult` or the default
 * handler (scan-result.ts), then the scanner closes; an unsupported code says so and scanning goes
 * on; a scan fault other than "no QR found" stops it and is reported.
 */
export function QrScanner({ title, description, backTo, onResult, siteLng }: QrScannerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const [torch, setTorch] = useState<{ track: MediaStreamTrack; on: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The scan loop outlives renders: it reads the current props and helpers from here.
  const latest = useRef({ onResult, siteLng, backTo, navigate, t });
  useEffect(() => {
    latest.current = { onResult, siteLng, backTo, navigate, t };
  });

  // The page under the scanner does not scroll; Escape closes the scanner (unless a dialog is open on top).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !topOverlay()) void latest.current.navigate(latest.current.backTo);
    };
    document.documentElement.classList.add('scroll-locked');
    window.addEventListener('keydown', onKey);
    return () => {
      document.documentElement.classList.remove('scroll-locked');
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  useEffect(() => {
    const el = video.current!;
    let live = true;
    let stream: MediaStream | null = null;
    let controls: { stop: () => void } | null = null;
    let unsupported = { text: '', at: 0 };
    const release = () => {
      controls?.stop();
      controls = null;
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
      el.srcObject = null;
    };
    const stop = (next: CameraProblem | 'scanFailed', fault?: unknown) => {
      if (!live) return;
      live = false;
      release();
      setTorch(null);
      setPhase(next);
      if (fault !== undefined) void reportError('qr-scan', fault);
    };
    const onText = (text: string) => {
      const { onResult, siteLng, backTo, navigate, t } = latest.current;
      const step = routeScan(text, onResult, siteLng);
      if (step.next === 'unsupported') {
        const now = Date.now();
        if (text !== unsupported.text || now - unsupported.at >= UNSUPPORTED_REPEAT_MS) {
          unsupported = { text, at: now };
          toast(t('qr.unsupported'));
        }
        return;
      }
      live = false;
      release();
      if (step.next === 'done') return void navigate(backTo);
      if (step.memberProfile) toast(t('qr.memberScanned'));
      void navigate(step.to);
    };

    (async () => {
      const md = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
      if (!window.isSecureContext || !md?.getUserMedia) return stop(window.isSecureContext ? 'noCamera' : 'insecure');
      const decoder = import('@zxing/browser');
      decoder.catch(() => undefined); // awaited below; a camera failure may come first
      try {
        stream = await openCamera(md);
      } catch (err) {
        const problem = cameraProblem(err, window.isSecureContext);
        return stop(problem, problem === 'failed' ? err : undefined);
      }
      if (!live) return release();
      el.srcObject = stream;
      await el.play();
      if (!live) return;
      setPhase('scanning');
      const track = stream.getVideoTracks()[0];
      if (track && supportsTorch(track.getCapabilities?.())) setTorch({ track, on: false });
      const { BrowserQRCodeReader } = await decoder;
      if (!live) return;
      const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: SCAN_INTERVAL_MS, delayBetweenScanSuccess: SCAN_INTERVAL_MS });
      const scanning = reader.scan(el, (result, error) => {
        if (!live) return;
        if (result) onText(result.getText());
        else if (error && isScanFault(error)) stop('scanFailed', error);
      });
      // The first frame is read at once: a result or fault there has already closed the scanner.
      if (live) controls = scanning;
      else scanning.stop();
    })().catch((err: unknown) => stop('failed', err));

    return () => {
      live = false;
      release();
    };
  }, [attempt]);

  const toggleTorch = async () => {
    if (!torch) return;
    const on = !torch.on;
    try {
      await torch.track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ ...torch, on });
    } catch {
      setTorch(null);
      toast(t('qr.torchFailed'));
    }
  };
  const retry = () => {
    setPhase('starting');
    setAttempt((n) => n + 1);
  };
  const problem = phase !== 'starting' && phase !== 'scanning' ? phase : null;

  return (
    <section className="fixed inset-0 z-[55] flex flex-col overflow-hidden bg-black text-white" aria-labelledby="qr-title" data-testid="qr-scanner" data-state={phase}>
      <video ref={video} muted playsInline className="absolute inset-0 h-full w-full object-cover" aria-hidden="true" data-testid="qr-video" />
      <div className="relative z-10 flex items-center gap-2 bg-gradient-to-b from-black/75 to-transparent px-2 pt-[max(env(safe-area-inset-top),0.5rem)] pb-8">
        <Link to={backTo} className="icon-btn hover:bg-white/15 dark:hover:bg-white/15" aria-label={t('qr.back')} data-testid="qr-back">
          <IconArrowLeft />
        </Link>
        <h1 id="qr-title" className="min-w-0 flex-1 truncate text-center text-lg font-semibold">{title}</h1>
        <div className="flex w-11 justify-end">
          {torch && (
            <button type="button" className={`icon-btn ${torch.on ? 'bg-amber-300 text-stone-900 hover:bg-amber-200' : 'hover:bg-white/15 dark:hover:bg-white/15'}`} aria-pressed={torch.on} aria-label={t('qr.torch')} onClick={() => void toggleTorch()} data-testid="qr-torch">
              <IconFlash />
            </button>
          )}
        </div>
      </div>
      <div className="relative flex flex-1 items-center justify-center px-6">
        {phase === 'starting' && (
          <p role="status" className="flex flex-col items-center gap-3 text-sm" data-testid="qr-starting">
            <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-white/30 border-t-white motion-reduce:animate-none" />
            {t('qr.starting')}
          </p>
        )}
        {phase === 'scanning' && <div aria-hidden="true" className="aspect-square w-[min(70vw,18rem)] rounded-3xl border-4 border-white/85 shadow-[0_0_0_100vmax_rgba(0,0,0,0.35)]" data-testid="qr-frame" />}
        {problem && (
          <div role="alert" className="w-full max-w-sm rounded-2xl bg-white p-5 text-center text-stone-900 shadow-xl" data-testid="qr-problem" data-problem={problem}>
            <p>{t(`qr.problem.${problem}`)}</p>
            <div className="mt-4 flex flex-wrap justify-center gap-2">
              {(problem === 'failed' || problem === 'scanFailed') && (
                <button type="button" className="btn btn-primary" onClick={retry} data-testid="qr-retry">
                  {t('qr.retry')}
                </button>
              )}
              <Link to={backTo} className="btn btn-ghost" data-testid="qr-problem-back">
                {t('qr.back')}
              </Link>
            </div>
          </div>
        )}
      </div>
      {description && !problem && (
        <p className="relative z-10 bg-gradient-to-t from-black/75 to-transparent px-6 pt-8 pb-[max(env(safe-area-inset-bottom),1.5rem)] text-center text-sm" data-testid="qr-description">
          {description}
        </p>
      )}
    </section>
  );
}
