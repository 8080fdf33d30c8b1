import type { ErrorReportInput } from '../../../common/error-report.schema';
import type { Db } from '../../db/client';
import { errorReport } from '../../db/schema/content';

const MAX_JSON_CHARS = 50_000;
/** Keeps a stored JSON field bounded: oversized values are replaced by a note. */
function bounded(value: unknown) {
  if (value === undefined) return null;
  const text = JSON.stringify(value);
  return text.length > MAX_JSON_CHARS ? { truncated: true, size: text.length } : value;
}

/** Stores one client error report; returns its id. */
export async function saveErrorReport(
  db: Db,
  input: ErrorReportInput,
  meta: { ip: string | null; userAgent: string | null },
): Promise<number> {
  const [row] = await db
    .insert(errorReport)
    .values({
      type: input.type,
      memberId: input.member ?? null,
      location: input.location,
      platform: input.platform ?? null,
      navigator: bounded(input.navigator),
      versions: bounded(input.versions),
      overlays: bounded(input.overlays),
      nextData: bounded(input.nextData),
      redux: bounded(input.redux),
      errors: bounded(input.errors),
      reportStack: input.reportStack ?? null,
      errorAt: new Date(input.errorAt),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    })
    .returning();
  return row!.id;
}
