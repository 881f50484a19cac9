/** An S3-compatible endpoint (@20minutes/s3rver, which checks request signatures as S3 does). */
import fs from 'node:fs';
import S3rver from '@20minutes/s3rver';
import { assertPortFree } from './ports.ts';

export const EMBEDDED_S3_KEY = 'S3RVER';

export interface EmbeddedS3 {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

export async function startEmbeddedS3(options: { dir: string; port: number; bucket: string }): Promise<EmbeddedS3> {
  await assertPortFree(options.port, '127.0.0.1', 'the embedded S3 endpoint');
  try {
    fs.mkdirSync(options.dir, { recursive: true });
    fs.accessSync(options.dir, fs.constants.W_OK);
  } catch (error) {
    throw new Error(`Cannot use the storage directory ${options.dir}: ${(error as Error).message}`);
  }
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.dir,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: options.bucket }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    accessKey: EMBEDDED_S3_KEY,
    secretKey: EMBEDDED_S3_KEY,
    stop: () => server.close(),
  };
}
