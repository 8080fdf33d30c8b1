import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Modules every public page loads must not reach zod (the back office's form schemas): a label
 * module that imported a schema once put zod and a chunk too small to compress on /, /faq and /team.
 */
function reaches(entry: string, target: string, seen = new Set<string>()): string[] | null {
  if (seen.has(entry)) return null;
  seen.add(entry);
  const src = fs.readFileSync(entry, 'utf8');
  for (const m of src.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)) {
    if (/^import\s+type\s/.test(m[0]) || /^export\s+type\s/.test(m[0])) continue;
    const spec = m[1]!;
    if (spec === target) return [entry];
    if (!spec.startsWith('.')) continue;
    const file = [`${spec}.ts`, `${spec}.tsx`, `${spec}/index.ts`].map((f) => path.resolve(path.dirname(entry), f)).find((f) => fs.existsSync(f));
    const chain = file && reaches(file, target, seen);
    if (chain) return [entry, ...chain];
  }
  return null;
}

describe('what public pages import', () => {
  it.each(['common/enum-labels.ts', 'common/content-enums.ts', 'common/event-status.ts', 'common/i18n-config.ts'])('%s does not reach zod', (file) => {
    const chain = reaches(path.resolve(file), 'zod');
    expect(chain && chain.map((f) => path.relative(process.cwd(), f))).toBeNull();
  });

  it('finds the way to zod when there is one (the check can fail)', () => {
    expect(reaches(path.resolve('common/event.schema.ts'), 'zod')).toEqual([path.resolve('common/event.schema.ts')]);
    expect(reaches(path.resolve('common/faq.schema.ts'), 'zod')).not.toBeNull();
  });
});
