import { localFileStore, type FileStore } from './file-store';
import { s3ConfigFromEnv, s3FileStore } from './s3-file-store';

/** S3-compatible object storage when S3_BUCKET is set (README "Configuration"), else local disk in DATA_DIR. */
export function fileStoreFromEnv(env: NodeJS.ProcessEnv, dataDir: string): FileStore {
  const s3 = s3ConfigFromEnv(env);
  return s3 ? s3FileStore(s3) : localFileStore(dataDir);
}
