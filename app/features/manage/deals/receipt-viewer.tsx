import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealHistoryEntry } from '../../../../common/deal.schema';

type Receipt = NonNullable<DealHistoryEntry['receipt']>;

/** Zoom steps (1 = the viewer's width). */
const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;
const FIT = ZOOMS.indexOf(1);

/**
 * A receipt as staff check it: a photo with zoom and 90° turns (buttons, so the keyboard works too),
 * or a PDF in the browser's own viewer (phones often show none: the link opens it in a new tab). Mount it with
 * `key={receipt.url}` so another receipt starts unzoomed and upright.
 */
export function ReceiptViewer({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const isPdf = receipt.mime === 'application/pdf';
  return (
    <div className="space-y-2" data-testid="receipt-viewer" data-mime={receipt.mime}>
      {isPdf ? (
        // An iframe, not <object>: the CSP says object-src 'none'. The receipt answer must allow same-origin framing.
        <iframe src={receipt.url} title={t('manage:deals.receipt.alt', { name: receipt.name })} className="h-[70vh] max-h-[48rem] w-full rounded-xl border border-stone-200 bg-white dark:border-stone-800" />
      ) : (
        <ImageReceipt receipt={receipt} />
      )}
      <p className="text-sm">
        <a href={receipt.url} target="_blank" rel="noopener" className="link break-all" data-testid="receipt-open">
          {t('manage:deals.receipt.open')}
        </a>
        <span className="ml-2 text-xs break-all text-stone-600 dark:text-stone-400">{receipt.name}</span>
      </p>
    </div>
  );
}

function ImageReceipt({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(FIT);
  const [turns, setTurns] = useState(0);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const img = useRef<HTMLImageElement>(null);
  // A picture already loaded before hydration fires no load event for React: read its size here.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth) setSize({ w: el.naturalWidth, h: el.naturalHeight });
  }, []);
  const scale = ZOOMS[zoom]!;
  const sideways = turns % 2 === 1;
  const btn = 'btn btn-ghost min-h-9 px-3 text-sm';
  return (
    <>
      <div role="toolbar" aria-label={t('manage:deals.receipt.controls')} className="flex flex-wrap items-center gap-2">
        <button type="button" className={btn} onClick={() => setZoom((z) => z + 1)} disabled={zoom === ZOOMS.length - 1} data-testid="receipt-zoom-in">
          {t('manage:deals.receipt.zoomIn')}
        </button>
        <button type="button" className={btn} onClick={() => setZoom((z) => z - 1)} disabled={zoom === 0} data-testid="receipt-zoom-out">
          {t('manage:deals.receipt.zoomOut')}
        </button>
        <button type="button" className={btn} onClick={() => setTurns((r) => (r + 1) % 4)} data-testid="receipt-rotate">
          {t('manage:deals.receipt.rotate')}
        </button>
        <button
          type="button"
          className={btn}
          onClick={() => {
            setZoom(FIT);
            setTurns(0);
          }}
          disabled={zoom === FIT && turns === 0}
          data-testid="receipt-reset"
        >
          {t('manage:deals.receipt.reset')}
        </button>
        <span className="text-sm text-stone-600 tabular-nums dark:text-stone-400" aria-live="polite" data-testid="receipt-zoom">
          {t('manage:deals.receipt.zoom', { percent: Math.round(scale * 100) })}
        </span>
      </div>
      {/* Focusable so the keyboard can scroll a zoomed picture. */}
      <div role="region" className="max-h-[70vh] overflow-auto rounded-xl border border-stone-200 bg-stone-100 dark:border-stone-800 dark:bg-stone-950" tabIndex={0} aria-label={t('manage:deals.receipt.picture')}>
        {/* The stage takes the turned picture's shape, so scrolling reaches all of a zoomed one. */}
        <div className="relative mx-auto" style={stageStyle(scale, sideways, size)}>
          <img
            ref={img}
            src={receipt.url}
            alt={t('manage:deals.receipt.alt', { name: receipt.name })}
            onLoad={(e) => setSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
            className={size ? 'absolute top-1/2 left-1/2 max-w-none origin-center' : 'block w-full'}
            style={size ? imageStyle(turns, sideways, size) : undefined}
            data-turns={turns}
          />
        </div>
      </div>
    </>
  );
}

/** The stage: `scale` × the viewer's width, with the picture's proportions (swapped when it lies on its side). */
function stageStyle(scale: number, sideways: boolean, size: { w: number; h: number } | null): CSSProperties {
  if (!size) return { width: `${scale * 100}%` };
  return { width: `${scale * 100}%`, aspectRatio: sideways ? `${size.h} / ${size.w}` : `${size.w} / ${size.h}` };
}

/** The picture centred on the stage and turned; lying on its side its width is the stage's height and its height the stage's width. */
function imageStyle(turns: number, sideways: boolean, size: { w: number; h: number }): CSSProperties {
  const box = sideways ? { width: `${(size.w / size.h) * 100}%`, height: `${(size.h / size.w) * 100}%` } : { width: '100%', height: '100%' };
  return { ...box, transform: `translate(-50%, -50%) rotate(${turns * 90}deg)` };
}
