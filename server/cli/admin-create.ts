import path from 'node:path';
import { parseArgs } from 'node:util';
import { isStrongPassword } from '../../common/validators/password';
import { ROLE_CODES } from '../../common/permissions';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/dir-lock';
import { ensureStaffAccount, seedAccountBasics } from '../db/seed/seed-accounts';

/**
 * npm run admin:create -- --account NAME --password 'S3cure#pass'
 * Creates a back-office administrator (role X) on the configured database (DATABASE_URL or the
 * PGlite in DATA_DIR; stop the server first when using PGlite).
 */
async function main() {
  const { values } = parseArgs({ options: { account: { type: 'string' }, password: { type: 'string' } } });
  const account = values.account ?? process.env.ADMIN_ACCOUNT;
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!account || !password) {
    console.error('Usage: npm run admin:create -- --account NAME --password PASSWORD');
    process.exit(2);
  }
  if (!isStrongPassword(password)) {
    console.error('The password needs at least 8 characters with upper- and lower-case letters, numbers and symbols.');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.dataDir,
    migrationsFolder: path.resolve('server/db/migrations'),
  }).catch((err) => {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  });
  try {
    await seedAccountBasics(database.db);
    const created = await ensureStaffAccount(database.db, { account, password, roles: [ROLE_CODES.ADMIN] });
    console.log(created ? `Administrator "${account}" created.` : `An account named "${account}" already exists; nothing changed.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
