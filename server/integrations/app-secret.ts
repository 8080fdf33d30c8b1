import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's signing secret: APP_SECRET from the environment (set it, the same on every process,
 * in production), else one generated once and kept in DATA_DIR/app-secret (mode 600).
 */
export function loadAppSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.APP_SECRET && env.APP_SECRET.length >= 32) return env.APP_SECRET;
  const file = path.join(dataDir, 'app-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
