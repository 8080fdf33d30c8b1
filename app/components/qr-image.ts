import { useEffect, useState } from 'react';

/** Spec §9 QR image generation: 1024 px, high error correction, dark green on cream. */
export const QR_OPTIONS = { width: 1024, errorCorrectionLevel: 'H', margin: 2, color: { dark: '#14532d', light: '#fdf6e3' } } as const;

/**
 * A QR code of `text` drawn in the browser as a data: URL (spec §9 options); `qrcode` loads only
 * when a page shows one. `src` is null until drawn; `failed` when it could not be.
 */
export function useQrImage(text: string): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ text: string; src: string | null; failed: boolean }>({ text, src: null, failed: false });
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((mod) => {
        // A CommonJS package: its functions sit on the default export once bundled.
        const qr = mod.default ?? mod;
        return qr.toDataURL(text, { ...QR_OPTIONS, color: { ...QR_OPTIONS.color } });
      })
      .then((src) => live && setState({ text, src, failed: false }))
      .catch(() => live && setState({ text, src: null, failed: true }));
    return () => {
      live = false;
    };
  }, [text]);
  return state.text === text ? state : { src: null, failed: false };
}
