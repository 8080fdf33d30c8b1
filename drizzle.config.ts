import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema/content.ts', './server/db/schema/accounts.ts', './server/db/schema/types.ts'],
  out: './server/db/migrations',
});
