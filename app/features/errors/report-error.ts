import type { ErrorReportInput } from '../../../common/error-report.schema';
import { overlayStore } from '../overlays/overlay-store';
import { CLIENT_VERSION, siteStore } from '../shell/site-store';
import { apiFetch } from './api-client';

let lastSignature = '';

/** Sends an unexpected error to POST /api/error-report (spec §3 payload), never in debug mode. */
export async function reportError(type: string, error: unknown, extra: { status?: number } = {}): Promise<void> {
  if (typeof window === 'undefined' || siteStore.get().isDebug) return;
  const err = error instanceof Error ? error : new Error(String(error));
  const signature = `${type}:${err.message}:${location.pathname}`;
  if (signature === lastSignature) return; // one report per repeating fault
  lastSignature = signature;
  const { histories, serverVersion, isDemo } = siteStore.get();
  const payload: ErrorReportInput = {
    type,
    member: null,
    location: location.href,
    platform: navigator.platform,
    navigator: { userAgent: navigator.userAgent, language: navigator.language, onLine: navigator.onLine },
    versions: { client: CLIENT_VERSION, server: serverVersion },
    overlays: overlayStore.get().overlays.map((o) => ({ id: o.id, mode: o.mode, titleKey: o.titleKey })),
    nextData: { histories },
    redux: { isDemo },
    errors: [{ name: err.name, message: err.message, status: extra.status }],
    reportStack: err.stack?.slice(0, 8000),
    errorAt: Date.now(),
  };
  try {
    await apiFetch('/api/error-report', { method: 'POST', body: payload, silent: true });
  } catch {
    /* reporting must never raise another error */
  }
}
