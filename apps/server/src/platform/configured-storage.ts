import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { createLocalFileStorage, type FileStorage } from './storage.ts';

/**
 * The storage the settings name: the S3 bucket when S3_BUCKET is set, else the folder
 * `${dataDir}/files`. The AWS SDK (about 10 MB and 0.1 s to load) is loaded only for a bucket.
 */
export async function createConfiguredFileStorage(
  config: Pick<AppConfig, 's3' | 'dataDir'>,
): Promise<FileStorage> {
  if (!config.s3) return createLocalFileStorage(path.join(config.dataDir, 'files'));
  const { createS3FileStorage } = await import('./s3-storage.ts');
  return createS3FileStorage(config.s3);
}
