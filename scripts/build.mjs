// Builds the app (React Router client + server bundles) and the Node server, stamping one build version.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'esbuild';
import { precompressDir } from './precompress.mjs';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
let sha = '';
try {
  sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
} catch {
  // not a git checkout: the version says "local"
}
const version = process.env.BUILD_VERSION ?? `${pkg.version}-${sha || 'local'}-${Date.now().toString(36)}`;
const cliOnly = process.argv.includes('--cli-only');
if (!cliOnly) {
  execSync('npx react-router build', { stdio: 'inherit', env: { ...process.env, BUILD_VERSION: version } });
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  const t = await precompressDir('build/client');
  console.log(`precompressed ${t.files} files in build/client: ${kb(t.raw)} → br ${kb(t.br)}, gzip ${kb(t.gz)}`);
}
/** One server entry bundled for Node 20, its packages left to node_modules. */
const bundleServer = (entry, outfile) => build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' });
await bundleServer('server/cli/admin-create.ts', 'build/server/admin-create.js');
await bundleServer('server/cli/db-backup.ts', 'build/server/db-backup.js');
if (cliOnly) process.exit(0);
await bundleServer('server/main.ts', 'build/server/app-main.js');
// React picks its development build unless NODE_ENV is set before it is first imported.
fs.writeFileSync(
  'build/server/main.js',
  // A default is not a choice: `npm start` on a laptop still gets the demo clinic (ADR 0011), so
  // config.ts is told that production was only assumed.
  "if (!process.env.NODE_ENV) {\n  process.env.NODE_ENV = 'production';\n  process.env.ALOHA_NODE_ENV_DEFAULTED = '1';\n}\nawait import('./app-main.js');\n",
);
fs.writeFileSync('build/version.json', JSON.stringify({ version }) + '\n');
console.log(`built ${version}`);
