// Runs a TypeScript entry (a benchmark or a tool) by bundling it with esbuild first:
// `node scripts/run-ts.mjs bench/slots.ts [args…]`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const entry = process.argv[2];
if (!entry) throw new Error('usage: node scripts/run-ts.mjs <entry.ts> [args…]');
const outfile = path.resolve('build', 'tools', path.basename(entry).replace(/\.ts$/, '.mjs'));
await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' });
await import(pathToFileURL(outfile).href);
