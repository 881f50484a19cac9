/** The image bucket, reached only through the minio client (embedded S3 endpoint or real MinIO/S3). */
import { Readable } from 'node:stream';
import { Client } from 'minio';

export interface Bucket {
  name: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ stream: Readable; size: number; contentType: string; etag: string } | null>;
  remove(keys: string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  ping(): Promise<void>;
  ensure(): Promise<void>;
}

/** A minio client for an S3 endpoint URL, path-style (as embedded S3 and MinIO want). */
export function s3Client(options: { endpoint: string; accessKey: string; secretKey: string; region: string }): Client {
  const url = new URL(options.endpoint);
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
    useSSL: url.protocol === 'https:',
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region: options.region,
    pathStyle: true,
  });
}

export function openBucket(options: { endpoint: string; accessKey: string; secretKey: string; bucket: string; region: string }): Bucket {
  const client = s3Client(options);
  const name = options.bucket;
  const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound', 'NoSuchObject'].includes((error as { code?: string }).code ?? '');

  return {
    name,
    async put(key, body, contentType) {
      // One PUT per object: images are at most 10 MB, far below the multipart threshold.
      await client.putObject(name, key, body, body.length, { 'Content-Type': contentType });
    },
    async get(key) {
      try {
        const stat = await client.statObject(name, key);
        const stream = await client.getObject(name, key);
        return {
          stream,
          size: stat.size,
          contentType: (stat.metaData?.['content-type'] as string | undefined) ?? 'application/octet-stream',
          etag: stat.etag,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      if (keys.length === 0) return;
      await Promise.all(keys.map((key) => client.removeObject(name, key)));
    },
    async exists(key) {
      try {
        await client.statObject(name, key);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async ping() {
      await client.bucketExists(name);
    },
    async ensure() {
      if (!(await client.bucketExists(name))) await client.makeBucket(name, options.region);
    },
  };
}
