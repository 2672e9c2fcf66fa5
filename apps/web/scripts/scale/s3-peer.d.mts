export declare const S3_PEER_CREDENTIALS: { accessKeyId: string; secretAccessKey: string };
export interface S3Peer {
  endpoint: string;
  port: number;
  bucket: string;
  close(): Promise<void>;
}
export declare function startS3Peer(options: { port?: number; directory: string; bucket: string }): Promise<S3Peer>;
