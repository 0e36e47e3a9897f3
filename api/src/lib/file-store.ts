// Where uploaded documents live. One server keeps them in DATA_DIR/uploads; several servers behind
// a load balancer need one place every instance reads, so an S3-compatible object store (AWS S3,
// MinIO, Cloudflare R2, ...) can hold them instead (UPLOADS_S3_BUCKET). Names are the random ones
// the uploads service gives; what a name may be read by is decided there, not here.
import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';

/**
 * The document store could not be reached (the bucket's server down, a network cut, refused
 * credentials): the request's files were not stored or read, and the same request may be sent
 * again. The API answers 503 `storage_unavailable`, not 500.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      `document storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = 'StorageUnavailableError';
  }
}

export interface FileStore {
  /** For the start-up log: the folder, or the bucket and endpoint. */
  readonly description: string;
  /** Stores a new file; fails (leaving nothing readable under the name) if it cannot. */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(name: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the files; a name already gone is no error. */
  remove(names: readonly string[]): Promise<void>;
}

export function folderStore(dir: string): FileStore {
  mkdirSync(dir, { recursive: true });
  return {
    description: `folder ${dir}`,
    async put(name, bytes) {
      // `wx`: a name is never written twice, so nothing stored is ever overwritten.
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
    },
    async read(name) {
      try {
        return new Uint8Array(await readFile(join(dir, name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
    },
  };
}

export interface S3StoreConfig {
  bucket: string;
  /** An S3-compatible server's address; AWS's own when absent. */
  endpoint?: string;
  region: string;
  /** `https://host/bucket/key` addressing, which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Folder-like prefix for every key, e.g. `uploads/`. */
  prefix: string;
}

/**
 * An S3-compatible bucket through AWS's own client. Credentials come the SDK's usual way
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, or an instance role). The client is
 * loaded on first use, so a server on the folder default never loads the SDK.
 */
export function s3Store(config: S3StoreConfig): FileStore {
  let client: Promise<{ s3: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
      }),
    })));
  const key = (name: string) => `${config.prefix}${name}`;
  /** Runs one request to the bucket; any failure but "no such key" means the store is out of reach. */
  const reach = async <T>(request: (s3: S3Sdk.S3Client, sdk: typeof S3Sdk) => Promise<T>) => {
    const { s3, sdk } = await connect();
    try {
      return await request(s3, sdk);
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NotFound')
        throw error;
      throw new StorageUnavailableError(error);
    }
  };
  return {
    description: `bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async put(name, bytes, contentType) {
      await reach((s3, sdk) =>
        s3.send(
          new sdk.PutObjectCommand({
            Bucket: config.bucket,
            Key: key(name),
            Body: bytes,
            ContentType: contentType,
            // Never replace a stored document (S3 conditional writes; servers without them ignore it).
            IfNoneMatch: '*',
          }),
        ),
      );
    },
    async read(name) {
      try {
        return await reach(async (s3, sdk) => {
          const object = await s3.send(
            new sdk.GetObjectCommand({ Bucket: config.bucket, Key: key(name) }),
          );
          return object.Body ? new Uint8Array(await object.Body.transformToByteArray()) : null;
        });
      } catch (error) {
        if (error instanceof StorageUnavailableError) throw error;
        return null; // no such key
      }
    },
    async remove(names) {
      if (names.length === 0) return;
      await reach((s3, sdk) =>
        Promise.all(
          names.map((name) =>
            s3.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) })),
          ),
        ),
      );
    },
  };
}
