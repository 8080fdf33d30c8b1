import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../../common/booking-rules';
import { LANGUAGES } from '../../common/i18n-config';
import { OPERATION_ACTIONS, statusOfAction } from '../../app/features/manage/operation-actions';

/**
 * The operation log's action filter and labels cover every verb the server writes: each literal in a
 * recordOperation call's `action` (a ternary's both sides too) is listed, and each listed verb has a
 * label in every language — an administrator never reads a raw code such as WEATHER_MOVE.
 */
const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

function writtenVerbs(): Set<string> {
  const verbs = new Set<string>();
  for (const file of sourceFiles(path.join(root, 'server'))) {
    const src = readFileSync(file, 'utf8');
    for (const call of src.matchAll(/recordOperation\([^)]*?action:\s*([^,\n]+),/gs)) {
      const expr = call[1]!;
      if (expr.includes('STATUS_${')) for (const s of BOOKING_STATUSES) verbs.add(`STATUS_${s}`);
      for (const lit of expr.matchAll(/'([A-Z_]+)'/g)) verbs.add(lit[1]!);
    }
  }
  return verbs;
}

const labels = (lng: string) => (JSON.parse(readFileSync(path.join(root, 'locales', lng, 'manage.json'), 'utf8')) as { log: { action: Record<string, string> } }).log.action;

describe('operation-log verbs', () => {
  it('lists every verb a recordOperation call writes', () => {
    const written = writtenVerbs();
    // The scan finds the calls (a broken pattern would pass with nothing found).
    expect(written).toContain('WEATHER_MOVE');
    expect(written).toContain('STATUS_ACCEPT');
    expect([...written].filter((v) => !(OPERATION_ACTIONS as readonly string[]).includes(v))).toEqual([]);
  });

  it('labels every listed verb in every language', () => {
    for (const lng of LANGUAGES) {
      const l = labels(lng);
      expect(l.STATUS, `${lng} STATUS`).toContain('{{status}}');
      expect(OPERATION_ACTIONS.filter((a) => !statusOfAction(a) && !l[a]), lng).toEqual([]);
    }
  });
});
