// A real S3-protocol server on loopback (s3rver keeps objects in a folder), for the S3 upload store's tests.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The settings that send a Canvass server's uploads to this store's bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startLocalS3(bucket = 'canvass-uploads'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'canvass-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    // s3rver accepts the access key S3RVER with the secret S3RVER and checks requests' signatures with them.
    env: { UPLOADS_URL: `s3://${bucket}/uploads`, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
