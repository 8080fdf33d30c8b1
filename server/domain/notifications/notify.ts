import { LANGUAGES, type Lng, type LocalizedText } from '../../../common/i18n-config';
import { notification } from '../../db/schema/booking';
import type { Tx } from '../shared/manage-context';
import { noteWrite } from '../events';

/** A server-side translator for one language (the locale store's fixedT). */
export type Translate = (lng: Lng) => Promise<(key: string, params?: Record<string, unknown>) => string>;
/** Translators of all three languages, loaded before a transaction opens (loading may read the database). */
export type Translators = Record<Lng, (key: string, params?: Record<string, unknown>) => string>;

export async function loadTranslators(translate: Translate): Promise<Translators> {
  const entries = await Promise.all(LANGUAGES.map(async (lng) => [lng, await translate(lng)] as const));
  return Object.fromEntries(entries) as Translators;
}

export interface NotificationText {
  /** Translation keys (common namespace) and their parameters; a parameter may itself be per-language. */
  titleKey: string;
  messageKey: string;
  params: Record<string, string | number | LocalizedText>;
  link: string;
}

/** Resolves a text in all three languages (parameters given per language are picked per language). */
export function localize(tr: Translators, key: string, params: NotificationText['params']): LocalizedText {
  const out = {} as LocalizedText;
  for (const lng of LANGUAGES) {
    const t = tr[lng];
    const p = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? v[lng] : v]));
    out[lng] = t(key, p);
  }
  return out;
}

/**
 * Adds an in-app notification for one person inside the caller's transaction, so it exists
 * exactly when the change it reports was committed. Returns the new row.
 */
export async function notifyUser(tx: Tx, tr: Translators, userId: string, text: NotificationText) {
  const title = localize(tr, text.titleKey, text.params);
  const message = localize(tr, text.messageKey, text.params);
  const [row] = await tx.insert(notification).values({ userId, title, message, link: text.link }).returning();
  // Published as NEW_NOTIFY by the service layer once the transaction is known to have committed.
  noteWrite({ kind: 'notification', id: row!.id });
  return row!;
}
