import { AwsClient } from 'aws4fetch';
import { getMimeType } from 'hono/utils/mime';
import { keyOf, newFileName, type FileStore } from './file-store';

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …): README "Configuration". */
export interface S3Config {
  /** `https://s3.ap-east-1.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`, … (path-style requests). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch the bucket's files directly (a CDN or public bucket URL); unset = through the app. */
  publicUrl?: string;
}

/** The bucket named by S3_* variables, or null when S3_BUCKET is unset; a half-set bucket stops the start with what is missing. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config | null {
  if (!env.S3_BUCKET) return null;
  const need = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = need.filter((k) => !env[k]);
  if (missing.length) throw new Error(`Invalid configuration: S3_BUCKET is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not`);
  for (const k of ['S3_ENDPOINT', 'S3_PUBLIC_URL'] as const) {
    if (env[k] && !/^https?:\/\/[^/]/.test(env[k]!)) throw new Error(`Invalid configuration: ${k} must be an http(s) URL`);
  }
  return {
    endpoint: env.S3_ENDPOINT!.replace(/\/+$/, ''),
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'auto',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    publicUrl: env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/+$/, '') : undefined,
  };
}

/** Stored files are never replaced (fresh names), so the bucket and browsers may keep them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files in an S3-compatible bucket, signed with AWS Signature V4 (aws4fetch), path-style:
 * `/uploads/media/x.webp` is the object `media/x.webp`. Objects are written with their type and the
 * year-long cache header; GET /uploads/… is answered from the bucket (or redirected to publicUrl).
 */
export function s3FileStore(cfg: S3Config): FileStore {
  const aws = new AwsClient({ accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey, region: cfg.region, service: 's3', retries: 2 });
  const urlOf = (key: string) => `${cfg.endpoint}/${encodeURIComponent(cfg.bucket)}/${key}`;
  const fail = async (what: string, res: Response) => {
    const text = await res.text().catch(() => '');
    return new Error(`S3 ${what} failed: ${res.status} ${text.slice(0, 200)}`);
  };
  return {
    async put(folder, ext, bytes) {
      const key = newFileName(folder, ext);
      const res = await aws.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': getMimeType(key) ?? 'application/octet-stream', 'cache-control': IMMUTABLE },
      });
      if (!res.ok) throw await fail(`PUT ${key}`, res);
      await res.body?.cancel();
      return `/uploads/${key}`;
    },
    async remove(publicPath) {
      const key = keyOf(publicPath);
      if (!key) return;
      const res = await aws.fetch(urlOf(key), { method: 'DELETE' });
      await res.body?.cancel();
      if (!res.ok && res.status !== 404) throw await fail(`DELETE ${key}`, res);
    },
    async read(publicPath) {
      const key = keyOf(publicPath);
      if (!key) return null;
      const res = await aws.fetch(urlOf(key));
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw await fail(`GET ${key}`, res);
      return { bytes: Buffer.from(await res.arrayBuffer()) };
    },
    async fetch(publicPath, headers) {
      const key = keyOf(publicPath);
      if (!key) return new Response('Not found', { status: 404 });
      // Conditional and range requests pass through, so 304 and 206 come from the bucket.
      const pass = new Headers();
      for (const h of ['range', 'if-none-match', 'if-modified-since']) {
        const v = headers.get(h);
        if (v) pass.set(h, v);
      }
      const res = await aws.fetch(urlOf(key), { headers: pass });
      if (res.status === 404 || res.status === 403) {
        await res.body?.cancel();
        return new Response('Not found', { status: 404 });
      }
      if (!res.ok && res.status !== 304) throw await fail(`GET ${key}`, res);
      const out = new Headers({ 'content-type': getMimeType(key) ?? 'application/octet-stream' });
      for (const h of ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified']) {
        const v = res.headers.get(h);
        if (v) out.set(h, v);
      }
      return new Response(res.status === 304 ? null : res.body, { status: res.status, headers: out });
    },
    publicUrl: cfg.publicUrl ? (publicPath) => {
      const key = keyOf(publicPath);
      return key ? `${cfg.publicUrl}/${key}` : undefined;
    } : undefined,
  };
}
