import { z } from 'zod';

const json = z.unknown().optional();

/** The error-report payload of spec §3, sent to POST /api/error-report. */
export const errorReportInput = z.object({
  /** What failed: 'http', 'network', 'render', 'unhandled'. */
  type: z.string().min(1).max(40),
  /** The signed-in member's id, if any. */
  member: z.string().max(64).nullable().optional(),
  /** Page address where it happened. */
  location: z.string().min(1).max(2000),
  platform: z.string().max(200).optional(),
  /** Selected navigator fields (userAgent, language, onLine…). */
  navigator: json,
  /** Client and server build versions. */
  versions: json,
  /** Open overlays at the time. */
  overlays: json,
  /** Route data at the time (spec name kept). */
  nextData: json,
  /** Client store snapshot (spec name kept). */
  redux: json,
  /** Error messages and statuses. */
  errors: json,
  reportStack: z.string().max(20000).optional(),
  /** When it happened, ms since epoch. */
  errorAt: z.number().int().positive(),
});
export type ErrorReportInput = z.infer<typeof errorReportInput>;
