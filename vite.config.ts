import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** Set by scripts/build.mjs; the server reads the same value from build/version.json. */
const buildVersion = process.env.BUILD_VERSION ?? 'dev';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __APP_VERSION__: JSON.stringify(buildVersion) },
  build: { sourcemap: false },
});
