import pino from 'pino';

/** Structured JSON lines on stdout (pino). */
export function createLogger(level: string) {
  return pino({ level, base: { service: 'aloha' }, timestamp: pino.stdTimeFunctions.isoTime });
}
export type Logger = ReturnType<typeof createLogger>;
