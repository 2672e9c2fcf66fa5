// Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Ceph, s3rver in tests), shared by every
// instance of the own server. The official AWS SDK speaks the protocol (signing, retries, errors)
// rather than hand-written requests; path-style addressing by default, since self-hosted endpoints
// rarely have per-bucket DNS names.
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { isUploadKey } from '../upload-rules';
import { UploadStorageError, type UploadStorage } from './upload-storage';

export interface S3UploadStorageOptions {
  /** `http://127.0.0.1:4568`; omit for AWS itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither; neither means the SDK's own credential chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket (`uploads/` by default, so the bucket can hold other things). */
  prefix?: string;
}

function checked(key: string): string {
  if (!isUploadKey(key)) throw new UploadStorageError(`invalid upload key: ${key}`);
  return key;
}

export function createS3UploadStorage(options: S3UploadStorageOptions): UploadStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    maxAttempts: 3,
  });
  const prefix = options.prefix ?? 'uploads/';
  return {
    kind: 's3',
    client,
    async put(key, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: `${prefix}${checked(key)}`,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.byteLength,
          }),
        );
      } catch (error) {
        if (error instanceof UploadStorageError) throw error;
        throw new UploadStorageError(`cannot store upload ${key} in bucket ${options.bucket}`, { cause: error });
      }
    },
    async get(key) {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: `${prefix}${checked(key)}` }));
        if (!reply.Body) return null;
        return await reply.Body.transformToByteArray();
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return null;
        if (error instanceof UploadStorageError) throw error;
        throw new UploadStorageError(`cannot read upload ${key} from bucket ${options.bucket}`, { cause: error });
      }
    },
  };
}
