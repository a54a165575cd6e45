import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';

/**
 * Where uploaded files' bytes live, behind one interface: a folder of this process (DATA_DIR/uploads, the default
 * for one process) or an S3-compatible bucket (UPLOADS_URL=s3://bucket/prefix), which every process behind a load
 * balancer reads, so a file uploaded through one answers from all. Names are the server's generated ones.
 */
export interface UploadBlobs {
  /** Where a file is written while it is checked, before save() takes it. */
  readonly incomingDir: string;
  /** Takes the checked temporary file into the store under its generated name. */
  save(storedName: string, temporaryFile: string, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when the store has no such file. */
  open(storedName: string): Promise<Readable | undefined>;
  remove(storedName: string): Promise<void>;
}

function localUploadBlobs(dir: string): UploadBlobs {
  return {
    incomingDir: dir,
    async save(storedName, temporaryFile) {
      await mkdir(dir, { recursive: true });
      await rename(temporaryFile, path.join(dir, storedName));
    },
    async open(storedName) {
      const file = path.join(dir, storedName);
      return existsSync(file) ? createReadStream(file) : undefined;
    },
    async remove(storedName) {
      await rm(path.join(dir, storedName), { force: true });
    },
  };
}

function s3UploadBlobs(settings: S3Settings, incomingDir: string): UploadBlobs {
  // The SDK is large: loaded only when uploads go to S3.
  const sdk = import('@aws-sdk/client-s3');
  let client: Promise<S3Client> | undefined;
  const connect = () => (client ??= sdk.then(({ S3Client }) => new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
    // Checksums only where S3 requires them: many S3-compatible stores do not understand the SDK's default
    // aws-chunked uploads with trailing checksums, and would store the chunk framing as the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })));
  const key = (storedName: string) => `${settings.prefix}${storedName}`;
  return {
    incomingDir,
    async save(storedName, temporaryFile, contentType) {
      const { PutObjectCommand } = await sdk;
      const { size } = await stat(temporaryFile);
      await (await connect()).send(new PutObjectCommand({ Bucket: settings.bucket, Key: key(storedName), Body: createReadStream(temporaryFile), ContentLength: size, ContentType: contentType }));
      await rm(temporaryFile, { force: true });
    },
    async open(storedName) {
      const { GetObjectCommand, NoSuchKey } = await sdk;
      try {
        const answer = await (await connect()).send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(storedName) }));
        return answer.Body as Readable | undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async remove(storedName) {
      const { DeleteObjectCommand } = await sdk;
      await (await connect()).send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(storedName) }));
    },
  };
}

/** The store the configuration names: S3 when UPLOADS_URL is set, else DATA_DIR/uploads. */
export function createUploadBlobs(config: { dataDir: string; s3: S3Settings | undefined }): UploadBlobs {
  const local = path.join(config.dataDir, 'uploads');
  return config.s3 ? s3UploadBlobs(config.s3, local) : localUploadBlobs(local);
}
