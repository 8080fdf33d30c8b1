import { boolean, integer, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../common/i18n-config';

/** A text shown to people, kept in zh-HK, zh-CN and en. */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();

/** Shared columns: ordering, visibility and the spec's auto-show/auto-hide dates (§4). */
export const visibility = () => ({
  sort: integer('sort').notNull().default(0),
  isShow: boolean('is_show').notNull().default(true),
  /** Shown from this instant on; null = at once. */
  showAt: timestamp('show_at', { withTimezone: true }),
  /** Hidden from this instant on; null = never. */
  hideAt: timestamp('hide_at', { withTimezone: true }),
});

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
