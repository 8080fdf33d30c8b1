import { z } from 'zod';
import { EVENT_ATTENDANCE } from './event-registration-rules';

/** The inputs of the event-registration routes (docs/events.md). */

/** PUT /api/manage/events/{id}/attendees/{registrationId}. */
export const attendanceInput = z.object({
  /** ATTEND or MISS; null clears the check-in. */
  attendance: z.enum(EVENT_ATTENDANCE).nullable(),
});
export type AttendanceInput = z.output<typeof attendanceInput>;

/** GET /api/user/events: upcoming (not ended) or past registrations. */
export const myEventsQuery = z.object({
  scope: z.enum(['upcoming', 'past']).catch('upcoming'),
});
