// Anyone may sign uploads (guests design dampeners too), so signing and stored bytes are limited
// per visitor, in the database (every instance shares the count): 429 with a code past either.
// A visitor is the client address (lib/server/client-address.ts): the socket's peer, or behind a
// trusted proxy (TRUST_PROXY) the X-Forwarded-For entry that proxy wrote — never a value the client wrote.
import 'server-only';
import { RateLimited, takeQuota } from '@courtside/db';
import { RouteError } from '@/lib/server/api-route';
import { clientOf } from '@/lib/server/client-address';
import { webDb } from '@/lib/server/db';

/** Signed upload URLs one visitor may ask for per window. */
export const UPLOAD_SIGN_POLICY = { windowMs: 60 * 60 * 1000, maxHits: 60 };
/** Bytes one visitor may store per window (the guest byte cap), and all visitors together. */
export const UPLOAD_BYTES_POLICY = { windowMs: 60 * 60 * 1000, maxHits: 1000, maxAmount: 100 * 1024 * 1024 };
export const UPLOAD_BYTES_ALL_POLICY = { windowMs: 60 * 60 * 1000, maxHits: 100_000, maxAmount: 5 * 1024 * 1024 * 1024 };

const visitorOf = (request: Request): string => clientOf(request);

async function take(scope: string, subject: string, policy: Parameters<typeof takeQuota>[4], amount = 0): Promise<void> {
  try {
    await takeQuota(await webDb(), scope, subject, new Date(), policy, amount);
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
    throw new RouteError(429, 'UPLOAD_RATE_LIMITED', `짧은 시간에 너무 많은 파일을 올렸습니다. ${minutes}분 후 다시 시도해 주세요.`);
  }
}

/** Counts one signed URL for the visitor. */
export async function takeUploadSigning(request: Request): Promise<void> {
  await take('upload-sign', visitorOf(request), UPLOAD_SIGN_POLICY);
}

/** Counts stored bytes for the visitor and for everyone. */
export async function takeUploadBytes(request: Request, bytes: number): Promise<void> {
  await take('upload-bytes', visitorOf(request), UPLOAD_BYTES_POLICY, bytes);
  await take('upload-bytes', 'all', UPLOAD_BYTES_ALL_POLICY, bytes);
}
