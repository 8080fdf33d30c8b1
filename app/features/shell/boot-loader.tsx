import { useEffect, useState } from 'react';
import { LOADER_FADE_MS } from '../../../common/constants';
import { useStore } from '../../lib/store';
import { siteStore } from './site-store';

/**
 * Spec §2 "a full-page loader is removed at boot". The page arrives rendered by the server, so the
 * loader must not hide it (first paint stays the content): it is a full-viewport layer that takes
 * no clicks and paints only a thin running bar along the top edge until the boot call returns,
 * then fades out over LOADER_FADE_MS and leaves the document. Without scripts it never shows.
 */
export function BootLoader() {
  const booted = useStore(siteStore, (s) => s.isBooted);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (!booted) return;
    const t = setTimeout(() => setGone(true), LOADER_FADE_MS);
    return () => clearTimeout(t);
  }, [booted]);
  if (gone) return null;
  return (
    <div className={`boot-loader ${booted ? 'opacity-0' : ''}`} aria-hidden="true" data-testid="boot-loader">
      <div className="boot-loader-bar" />
    </div>
  );
}
