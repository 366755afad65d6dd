import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; only its constructor, run() and close() are used here.
import S3rver from 's3rver';
import type { S3Config } from '../config.ts';

export interface S3StandIn {
  endpoint: string;
  /** Settings for a bucket on the stand-in (path-style, its fixed key pair). */
  config(bucket?: string): S3Config;
  /** The S3_* variables of a child process using `bucket`. */
  env(bucket?: string): Record<string, string>;
  close(): Promise<void>;
}

export const standInBucket = 'sideline-test';

/**
 * A local S3-compatible server (the npm package s3rver: Put, Get, Head, Delete, List and buckets,
 * stored in a temporary folder) for the S3 storage tests and the scale-out test.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'sideline-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: standInBucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any signature made with its fixed key pair. A fresh object each time: the SDK
  // marks the credentials it is handed.
  const credentials = () => ({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
  return {
    endpoint,
    config: (bucket = standInBucket) => ({
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: credentials(),
    }),
    env: (bucket = standInBucket) => ({
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials().accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials().secretAccessKey,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
