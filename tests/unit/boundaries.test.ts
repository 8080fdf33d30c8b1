import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The import boundaries of the architecture (docs/architecture.md "Boundaries"), checked on every file. */
function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('+') ? [] : files(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

function imports(file: string): { spec: string; typeOnly: boolean }[] {
  const src = fs.readFileSync(file, 'utf8');
  return [...src.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)].map((m) => ({ spec: m[3]!, typeOnly: !!m[2] }));
}

const resolveTo = (file: string, spec: string) => (spec.startsWith('.') ? path.relative('.', path.resolve(path.dirname(file), spec)) : spec);

describe('import boundaries', () => {
  it('app/ reaches server/ for types only (loaders use the load context)', () => {
    const bad = files('app').flatMap((f) => imports(f).filter((i) => resolveTo(f, i.spec).startsWith('server/') && !i.typeOnly).map((i) => `${f} → ${i.spec}`));
    expect(bad).toEqual([]);
  });
  it('server/domain imports no Hono, Socket.IO or React', () => {
    const bad = files('server/domain').flatMap((f) => imports(f).filter((i) => /^(hono|@hono\/|socket\.io|react|react-dom|react-router)(\/|$)/.test(i.spec)).map((i) => `${f} → ${i.spec}`));
    expect(bad).toEqual([]);
  });
  it('common/ imports neither app/ nor server/', () => {
    const bad = files('common').flatMap((f) => imports(f).filter((i) => /^(app|server)\//.test(resolveTo(f, i.spec))).map((i) => `${f} → ${i.spec}`));
    expect(bad).toEqual([]);
  });
  it('a feature uses the shared frame (shell, overlays, errors, i18n, content, realtime) but no other feature', () => {
    // Features may use shell/overlays/errors/i18n and the real-time channel (the frame); other features stay independent.
    const frame = new Set(['shell', 'overlays', 'errors', 'i18n', 'content', 'realtime', 'notifications']);
    const bad = files('app/features').flatMap((f) => {
      const own = f.split(path.sep)[2];
      return imports(f)
        .map((i) => resolveTo(f, i.spec))
        .filter((r) => r.startsWith('app/features/') && r.split('/')[2] !== own && !frame.has(r.split('/')[2]!))
        .map((r) => `${f} → ${r}`);
    });
    expect(bad).toEqual([]);
  });
});
