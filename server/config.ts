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
  /** Prefix of this deployment's Redis keys and pub/sub channels (several deployments may share one Redis). */
  REDIS_PREFIX: z.string().regex(/^[\w.:-]{1,64}$/).default('aloha'),
  PUBLIC_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Demo clinic and accounts: `1`/`0`, or unset to decide from PUBLIC_URL and NODE_ENV (demoMode()). */
  DEMO: z.enum(['', '0', '1', 'true', 'false']).optional(),
  /** Debug mode (spec §6): no error reports sent, the hard-refresh menu item. */
  DEBUG: bool,
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  TRUST_PROXY: bool,
  NODE_ENV: z.string().default('production'),
  /** Job queue (ADR 0023; docs/front-desk.md): a running job older than this is taken as lost (its process died) and retried. */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Further attempts after a job fails, before it stays failed (the back office can retry it then). */
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  /** Seconds before a failed job's first retry (doubled each time, with jitter). */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How often lost jobs are found and old ones archived. */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often an idle worker looks for due jobs. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Medical-record link (docs/privacy.md): the FHIR R4 base of the record system; unset with DEMO=1 runs the embedded sandbox. */
  FHIR_BASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** A bearer token for the record system (when it issues long-lived tokens). */
  FHIR_TOKEN: z.string().optional().or(z.literal('').transform(() => undefined)),
  /** SMART Backend Services: our client id, the token endpoint, the PEM private key (RS384) and the scopes asked. */
  FHIR_CLIENT_ID: z.string().optional().or(z.literal('').transform(() => undefined)),
  FHIR_TOKEN_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  FHIR_PRIVATE_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  FHIR_KEY_ID: z.string().optional().or(z.literal('').transform(() => undefined)),
  FHIR_SCOPE: z.string().default('system/Patient.rs system/Patient.cu'),
  /** Each request to the record system gives up after this long. */
  FHIR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Further attempts after a network failure or a 5xx/429 answer. */
  FHIR_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL' | 'DEMO'> & {
  PUBLIC_URL: string;
  /** Demo mode: the demo clinic, the published demo accounts, the readable SMS outbox. */
  DEMO: boolean;
  dataDir: string;
  isDev: boolean;
};

/**
 * A site only this machine reaches: loopback names and addresses, and the special-use `.localhost`
 * and `.test` names (RFC 6761), which never resolve on the internet.
 */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.test') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

/**
 * Demo mode (ADR 0011): explicit `DEMO=1`/`DEMO=0` wins; unset, it is on only for a local
 * PUBLIC_URL when NODE_ENV is not `production` in the environment — so `npm start` on a laptop
 * shows the demo clinic and a production start has no demo account. Demo mode on a public address
 * would publish working administrator passwords (README), so it is refused.
 */
export function demoMode(env: NodeJS.ProcessEnv, publicUrl: string, demo: string | undefined): boolean {
  const local = isLocalUrl(publicUrl);
  // build/server/main.js defaults NODE_ENV to production for React's sake; only a production the
  // operator set turns the demo off.
  const production = env.NODE_ENV === 'production' && env.ALOHA_NODE_ENV_DEFAULTED !== '1';
  const on = demo === '1' || demo === 'true' ? true : demo === '0' || demo === 'false' ? false : local && !production;
  if (on && !local) {
    throw new Error(
      `Refusing to start: DEMO=1 with the public address PUBLIC_URL=${publicUrl}.\n` +
        '  Demo mode creates accounts whose passwords are published in the README (the administrator can read\n' +
        '  every one-time code in the SMS outbox), so anyone could take over this site and its members.\n' +
        '  Unset DEMO (or set DEMO=0) for a real site; try the demo on http://localhost instead.',
    );
  }
  return on;
}

/** Reads the configuration from the environment (README "Configuration"); throws on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const shownHost = c.HOST === '0.0.0.0' || c.HOST === '::' ? 'localhost' : c.HOST;
  const publicUrl = (c.PUBLIC_URL ?? `http://${shownHost}:${c.PORT}`).replace(/\/$/, '');
  return {
    ...c,
    PUBLIC_URL: publicUrl,
    DEMO: demoMode(env, publicUrl, c.DEMO),
    dataDir: path.resolve(c.DATA_DIR),
    isDev: c.NODE_ENV === 'development',
  };
}
