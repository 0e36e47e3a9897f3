// A local S3-compatible server for the storage tests: s3rver (npm), in this process, on a free
// loopback port, keeping its objects in a temporary folder. The issue named moto's server mode,
// but PyPI is not reachable from this workplace and Debian has no moto package; s3rver speaks
// the same S3 REST API to the same AWS client.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no type declarations; the little used here is typed below.
import S3rver from 's3rver';
import type { S3StoreConfig } from '../lib/file-store.ts';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

export const TEST_BUCKET = 'mcs-test-uploads';

export async function startS3Server(): Promise<{
  config: S3StoreConfig;
  close: () => Promise<void>;
}> {
  const directory = mkdtempSync(join(tmpdir(), 'mcs-s3-'));
  const server = new (S3rver as new (options: object) => S3rverInstance)({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  // s3rver's fixed credentials, read by the AWS client the usual way.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    config: {
      bucket: TEST_BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: 'uploads/',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
