// Chooses where uploads live: S3-compatible object storage when S3_BUCKET is set (needed once the API runs
// as several instances), else files under DATA_DIR/uploads.
import type { Env } from '#/server/env.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage } from './storage.ts';
import type { Storage } from './interface.ts';

export function createStorage(env: Env): Storage {
  if (!env.S3_BUCKET) return createLocalStorage(`${env.DATA_DIR}/uploads`);
  // parseEnv already refuses this; checked again so a hand-built Env never falls back to one disk silently.
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    throw new Error(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set',
    );
  return createS3Storage({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
}

export type { Storage };
