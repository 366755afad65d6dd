import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { assertValidFileKey, type FileStorage, guessContentType } from './storage.ts';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, Ceph) through the AWS SDK v3: what every
 * instance of a scaled-out deployment shares. Keys are the same relative paths as in the local
 * folder, so a bucket is a copy of `data/files` (and `aws s3 sync` moves one into the other).
 *
 * Checksums are computed and validated only where the API requires them: SDK versions since
 * early 2025 send CRC32 checksums on every upload by default, which most S3-compatible servers
 * (older MinIO, Ceph, the test stand-in) refuse.
 */
export function createS3FileStorage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  return {
    async put(key, data, contentType) {
      assertValidFileKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          // Keys are random and written once: whoever serves the object straight from the bucket
          // (S3_PUBLIC_URL, a CDN) may keep it forever, as the app's own answer says.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      assertValidFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = await object.Body?.transformToByteArray();
        return {
          data: Buffer.from(bytes ?? new Uint8Array()),
          contentType: object.ContentType ?? guessContentType(key),
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertValidFileKey(key);
      // S3 answers 204 for a key that does not exist.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    publicUrlOf(key) {
      return config.publicUrl ? `${config.publicUrl}/${key}` : null;
    },
  };
}

function isMissingObject(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}
