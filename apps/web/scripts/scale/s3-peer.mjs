// The S3 protocol peer for `pnpm start:scale`, the upload tests and the scale bench: s3rver (a
// well-kept S3 implementation over a folder), so the own server's S3 storage talks real S3 over HTTP
// without a cloud account. `node scripts/scale/s3-peer.mjs <port> <folder> <bucket>` runs it alone.
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

/** s3rver's fixed credentials. */
export const S3_PEER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts s3rver on 127.0.0.1:`port` (0 = any free port) over `directory`, with `bucket` created.
 * Answers its endpoint and a close function.
 */
export async function startS3Peer({ port = 0, directory, bucket }) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }], vhostBuckets: false });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    port: address.port,
    bucket,
    close: () => server.close(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, directory, bucket] = process.argv.slice(2);
  if (!port || !directory || !bucket) {
    console.error('사용법: node s3-peer.mjs <port> <folder> <bucket>');
    process.exit(2);
  }
  const peer = await startS3Peer({ port: Number(port), directory, bucket });
  console.log(`[s3] ${peer.endpoint} (버킷 ${bucket}, 폴더 ${directory})`);
  for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => peer.close().finally(() => process.exit(0)));
}
