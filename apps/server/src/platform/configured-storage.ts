import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { createS3FileStorage } from './s3-storage.ts';
import { createLocalFileStorage, type FileStorage } from './storage.ts';

/** The storage the settings name: the S3 bucket when S3_BUCKET is set, else the folder `${dataDir}/files`. */
export function createConfiguredFileStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): FileStorage {
  return config.s3
    ? createS3FileStorage(config.s3)
    : createLocalFileStorage(path.join(config.dataDir, 'files'));
}
