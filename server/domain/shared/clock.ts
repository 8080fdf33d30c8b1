/**
 * The process's one source of "now" for what the public site shows by time: auto-show and auto-hide
 * dates, blog publish dates, event registration states, and the moment the content caches drop
 * (ADR 0019). main.ts passes `systemClock`; integration tests pass a clock they move forward, so a
 * scheduled change can be tested without waiting for it.
 */
export interface Clock {
  now(): Date;
}

/** The machine's time. */
export const systemClock: Clock = { now: () => new Date() };
