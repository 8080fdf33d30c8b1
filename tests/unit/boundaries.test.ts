import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of the architecture (docs/architecture.md "Boundaries") are the lint rule
 * `aloha/boundaries` (eslint-rules/boundaries.js), run by `npm run lint` on every file. This test
 * lints small files placed in each layer with the project's own ESLint configuration, so a
 * boundary the rule stops catching fails here.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
  return result!.messages.filter((m) => m.ruleId === 'aloha/boundaries').map((m) => m.message);
}

/** Lints `code` as `file` and expects exactly one boundary error saying `message`. */
async function expectRefused(file: string, code: string, message: string) {
  const errors = await boundaryErrors(file, code);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain(message);
}

describe('import boundaries (lint rule aloha/boundaries)', () => {
  it('the domain imports neither the HTTP edge, the real-time edge nor Hono', async () => {
    await expectRefused('server/domain/booking/x.ts', "import { mountRoutes } from '../../http/route';", 'does not know its callers');
    await expectRefused('server/domain/chat/x.ts', "import { fanOut } from '../../realtime/fan-out';", 'does not know its callers');
    await expectRefused('server/domain/site/x.ts', "import { Hono } from 'hono';", 'no Hono');
  });

  it('a feature does not import another feature; app code reaches the server for types only; common imports neither side', async () => {
    await expectRefused('app/features/booking/x.ts', "import { RoomForm } from '../booking-setup/room-form';", 'never another feature');
    await expectRefused('app/features/chat/x.ts', "export { scheduleFetch } from '../schedule/schedule-api';", 'never another feature');
    await expectRefused('app/routes/site/x.ts', "import { seed } from '../../../server/db/seed/seed';", 'types only');
    await expectRefused('common/x.ts', "import type { Actor } from '../server/domain/accounts/get-actor';", 'imports neither');
  });

  it('the HTTP edge uses the domain, a feature uses the frame and the shared kits, a route imports server types', async () => {
    expect(await boundaryErrors('server/http/x.ts', "import { AppError } from '../domain/app-error';")).toEqual([]);
    expect(await boundaryErrors('app/features/booking/x.ts', "import { toast } from '../overlays/overlay-store';\nimport { showFailure } from '../../components/form/form-errors';")).toEqual([]);
    expect(await boundaryErrors('app/routes/manage/x.ts', "import type { Actor } from '../../../server/domain/accounts/get-actor';")).toEqual([]);
  });
});
