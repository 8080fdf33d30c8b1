import { AD_PIXEL_ID_PATTERN, ANALYTICS_ID_PATTERN } from './site-settings.schema';

/**
 * Spec §9: the Google tag and the Meta pixel. Nothing loads by default; a tag loads only when its id
 * is set in the site settings, never in debug mode and never in the back office (or its sign-in).
 * One decision for the page (app/root.tsx renders the loader) and its Content-Security-Policy
 * (server/http/app.ts allows exactly these origins, only then).
 */
export interface TrackingIds {
  analyticsId: string;
  adPixelId: string;
}

const GOOGLE_TAG = 'https://www.googletagmanager.com';
const META_PIXEL = 'https://connect.facebook.net';

/** The tags a page loads, or null for none. */
export function trackingFor(ids: TrackingIds, opts: { isDebug: boolean; path: string }): TrackingIds | null {
  if (opts.isDebug || /^\/(manage|login)(\/|$)/.test(opts.path)) return null;
  const analyticsId = ANALYTICS_ID_PATTERN.test(ids.analyticsId) ? ids.analyticsId : '';
  const adPixelId = AD_PIXEL_ID_PATTERN.test(ids.adPixelId) ? ids.adPixelId : '';
  return analyticsId || adPixelId ? { analyticsId, adPixelId } : null;
}

/** The extra CSP sources the tags need (Google's and Meta's documented origins); empty without tags. */
export interface ExtraSources {
  script: string[];
  connect: string[];
  img: string[];
}
export function trackingSources(t: TrackingIds | null): ExtraSources {
  const out: ExtraSources = { script: [], connect: [], img: [] };
  if (t?.analyticsId) {
    out.script.push(GOOGLE_TAG);
    out.connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', GOOGLE_TAG);
    out.img.push('https://*.google-analytics.com', GOOGLE_TAG);
  }
  if (t?.adPixelId) {
    out.script.push(META_PIXEL);
    out.connect.push('https://www.facebook.com', META_PIXEL);
    out.img.push('https://www.facebook.com');
  }
  return out;
}

/**
 * The inline script of the tags: their queues at once (so page views are not lost), the scripts
 * themselves async after the page has loaded (nothing competes with hydration or moves the layout).
 * The ids match their patterns, so they are plain text in the script.
 */
export function trackingScript(t: TrackingIds): string {
  const urls: string[] = [];
  let init = '';
  if (t.analyticsId) {
    urls.push(`${GOOGLE_TAG}/gtag/js?id=${encodeURIComponent(t.analyticsId)}`);
    init += `w.dataLayer=w.dataLayer||[];w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};w.gtag('js',new Date());w.gtag('config',${JSON.stringify(t.analyticsId)});`;
  }
  if (t.adPixelId) {
    urls.push(`${META_PIXEL}/en_US/fbevents.js`);
    init += `if(!w.fbq){var n=w.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};w._fbq=w._fbq||n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[]}w.fbq('init',${JSON.stringify(t.adPixelId)});w.fbq('track','PageView');`;
  }
  const load = `function l(){${JSON.stringify(urls)}.forEach(function(u){var s=d.createElement('script');s.async=!0;s.src=u;d.head.appendChild(s)})}`;
  return `(function(w,d){${init}${load}if(d.readyState==='complete')l();else w.addEventListener('load',l)})(window,document);`;
}
