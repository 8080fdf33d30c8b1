import path from 'node:path';
import { z } from 'zod';

const bool = z
  .string()
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  REDIS_URL: z.string().optional().or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo clinic into an empty database (on by default for `npm start`). */
  DEMO: z.string().optional().transform((v) => v === undefined || v === '' || v === '1' || v === 'true'),
  /** Debug mode (spec §6): no error reports sent, the hard-refresh menu item. */
  DEBUG: bool,
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  TRUST_PROXY: bool,
  NODE_ENV: z.string().default('production'),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  dataDir: string;
  isDev: boolean;
};

/** Reads the configuration from the environment (README "Configuration"); throws on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const shownHost = c.HOST === '0.0.0.0' || c.HOST === '::' ? 'localhost' : c.HOST;
  return {
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://${shownHost}:${c.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(c.DATA_DIR),
    isDev: c.NODE_ENV === 'development',
  };
}
