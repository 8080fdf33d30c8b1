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

describe('import boundaries (lint rule aloha/boundaries)', () => {
  it.each([
    ['server/domain/booking/x.ts', "import { mountRoutes } from '../../http/route';\nexport const x = mountRoutes;", 'does not know its callers'],
    ['server/domain/chat/x.ts', "import { fanOut } from '../../realtime/fan-out';\nexport const x = fanOut;", 'does not know its callers'],
    ['server/domain/site/x.ts', "import { Hono } from 'hono';\nexport const x = Hono;", 'no Hono'],
    ['app/features/booking/x.ts', "import { RoomForm } from '../booking-setup/room-form';\nexport const x = RoomForm;", 'never another feature'],
    ['app/features/chat/x.ts', "export { scheduleFetch } from '../schedule/schedule-api';", 'never another feature'],
    ['app/routes/site/x.ts', "import { seed } from '../../../server/db/seed/seed';\nexport const x = seed;", 'types only'],
    ['common/x.ts', "import type { Actor } from '../server/domain/accounts/get-actor';\nexport type X = Actor;", 'imports neither'],
  ])('%s: a forbidden import fails lint', async (file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['server/http/x.ts', "import { AppError } from '../domain/app-error';\nexport const x = AppError;"],
    ['app/features/booking/x.ts', "import { toast } from '../overlays/overlay-store';\nimport { showFailure } from '../../components/form/form-errors';\nexport const x = [toast, showFailure];"],
    ['app/routes/manage/x.ts', "import type { Actor } from '../../../server/domain/accounts/get-actor';\nexport type X = Actor;"],
  ])('%s: an allowed import passes', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
