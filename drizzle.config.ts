import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema/content.ts', './server/db/schema/accounts.ts', './server/db/schema/types.ts', './server/db/schema/booking.ts', './server/db/schema/chat.ts', './server/db/schema/event-registration.ts', './server/db/schema/deal.ts', './server/db/schema/waitlist.ts', './server/db/schema/medical.ts'],
  out: './server/db/migrations',
});
