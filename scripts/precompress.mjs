// Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every text file of a
// folder, for the server to send instead of compressing per request (server/http/static-files.ts,
// ADR 0017). A copy that would not be smaller is not written: the file then goes as it is.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text files a browser fetches whole; images other than SVG and woff2 fonts are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest'];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The `.br` and `.gz` copies of one file; returns their sizes (0 when not written). */
export async function precompressFile(file) {
  const body = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const sizes = { raw: body.length, br: 0, gz: 0 };
  for (const [suffix, out] of [['.br', br], ['.gz', gz]]) {
    if (out.length >= body.length) continue;
    await fs.promises.writeFile(file + suffix, out);
    sizes[suffix.slice(1)] = out.length;
  }
  return sizes;
}

/** Every text file under `dir`, compressed a few at a time (zlib works in the thread pool). */
export async function precompressDir(dir) {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && PRECOMPRESSED_EXTENSIONS.includes(path.extname(e.name).toLowerCase()))
    .map((e) => path.join(e.parentPath, e.name));
  const total = { files: files.length, raw: 0, br: 0, gz: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const s = await precompressFile(files[next++]);
      total.raw += s.raw;
      total.br += s.br || s.raw;
      total.gz += s.gz || s.raw;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return total;
}
