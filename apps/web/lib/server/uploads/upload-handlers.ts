// The three upload exchanges of seed §7: sign a URL, receive the PUT, serve the file back.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { webConfig } from '@/lib/config';
import { RouteError, readLimitedBytes, readSearchParams } from '@/lib/server/api-route';
import { webDb } from '@/lib/server/db';
import { takeUploadBytes, takeUploadSigning } from './upload-limits';
import { checkUploadSignature, signUpload } from './upload-signature';
import { THUMBNAIL_SUFFIX } from '@courtside/core/constants';
import { ImageDecodeError, imageVariants } from './image-variants';
import { UploadStorageError } from './storage';
import { BUCKET_PATTERN, UPLOAD_MAX_BYTES, UPLOAD_TYPES, UPLOAD_URL_TTL_MS, contentTypeOfKey, isUploadKey, newUploadKey, originalCandidates, SMALL_2X_SUFFIX, uploadKeyParts, variantKey } from './upload-rules';
import { readUpload, saveUpload } from './upload-store';

const signQuery = z.object({
  fileName: z.string().min(1).max(255),
  fileType: z.string().min(1).max(100),
  bucket: z.string().regex(BUCKET_PATTERN).default('uploads'),
});

/** GET /api/upload?fileName&fileType&bucket → { url } to PUT the file to, valid 10 minutes. */
export async function signUploadUrl(request: Request): Promise<Response> {
  const { fileName, fileType, bucket } = readSearchParams(request, signQuery);
  if (!UPLOAD_TYPES[fileType]) throw new RouteError(400, 'UPLOAD_TYPE_NOT_ALLOWED', '이미지 파일(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다.');
  await takeUploadSigning(request);
  const key = newUploadKey(bucket, fileType, new Date(), randomBytes(16).toString('hex'));
  const expires = Date.now() + UPLOAD_URL_TTL_MS;
  const signature = signUpload(webConfig().secret, key, expires);
  const params = new URLSearchParams({ signature, expires: String(expires), name: fileName.slice(0, 255) });
  // Absolute, so the stored file address (the URL without its query) works wherever it is shown.
  const origin = publicOrigin(request);
  return NextResponse.json({ url: `${origin}/api/upload/${key}?${params.toString()}` }, { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The origin file URLs are built on: WEB_PUBLIC_URL when set (behind a proxy), else the origin the
 * shopper's browser used — Next's request.url names the bind address as `localhost`, another origin
 * than 127.0.0.1 to a browser, so the Host header decides. X-Forwarded-Host is never trusted: any
 * caller can send it, and the stored address would then point at their site.
 */
function publicOrigin(request: Request): string {
  const configured = webConfig().publicUrl;
  if (configured) return configured;
  const url = new URL(request.url);
  return `${url.protocol}//${request.headers.get('host') ?? url.host}`;
}

function readLimited(request: Request): Promise<Uint8Array> {
  return readLimitedBytes(request, UPLOAD_MAX_BYTES, tooLarge);
}

/** A store that is down (disk, S3 endpoint, credentials) is a 503 the shopper can retry, not a 500. */
async function storageCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof UploadStorageError)) throw error;
    console.error('[upload storage]', error, error.cause);
    throw new RouteError(503, 'UPLOAD_STORAGE_UNAVAILABLE', '파일 저장소에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.');
  }
}

function tooLarge(): RouteError {
  return new RouteError(413, 'UPLOAD_TOO_LARGE', '10MB 이하의 파일만 올릴 수 있습니다.');
}

/** PUT /api/upload/<key>?signature&expires: stores the bytes and answers the file's address. */
export async function receiveUpload(request: Request, key: string): Promise<Response> {
  if (!isUploadKey(key)) throw new RouteError(404, 'UPLOAD_NOT_FOUND', '업로드 주소가 올바르지 않습니다.');
  const url = new URL(request.url);
  const expires = Number(url.searchParams.get('expires'));
  const signature = url.searchParams.get('signature') ?? '';
  const check = Number.isSafeInteger(expires) ? checkUploadSignature(webConfig().secret, key, expires, signature, Date.now()) : 'invalid';
  if (check === 'invalid') throw new RouteError(403, 'UPLOAD_SIGNATURE_INVALID', '업로드 주소가 올바르지 않습니다.');
  if (check === 'expired') throw new RouteError(403, 'UPLOAD_URL_EXPIRED', '업로드 주소가 만료되었습니다. 다시 시도해 주세요.');
  const expectedType = contentTypeOfKey(key) ?? '';
  const sentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim();
  if (sentType !== expectedType) throw new RouteError(415, 'UPLOAD_TYPE_MISMATCH', '파일 형식이 요청과 다릅니다.');
  const bytes = await readLimited(request);
  if (bytes.byteLength === 0) throw new RouteError(400, 'UPLOAD_EMPTY', '빈 파일은 올릴 수 없습니다.');
  await takeUploadBytes(request, bytes.byteLength);
  // Thumbnails first: a file that does not decode as the image it claims to be is refused, not stored.
  const variants = await variantsOf(key, bytes).catch((error: unknown) => {
    if (error instanceof ImageDecodeError) throw new RouteError(400, 'UPLOAD_IMAGE_INVALID', '이미지를 읽을 수 없습니다. 다른 사진 파일을 골라 주세요.');
    throw error;
  });
  // The original and every variant go to the same store (a bucket shared by every instance, or this disk).
  await storageCall(async () => {
    await saveUpload(key, bytes);
    await Promise.all(variants.map((v) => saveUpload(v.key, v.bytes)));
  });
  const db = await webDb();
  await db
    .insertInto('uploads')
    .values({
      file_key: key,
      bucket: key.slice(0, key.indexOf('/')),
      original_name: url.searchParams.get('name') ?? '',
      content_type: expectedType,
      size_bytes: bytes.byteLength,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('file_key').doNothing())
    .execute();
  return NextResponse.json({ url: `${publicOrigin(request)}/api/upload/${key}` });
}

async function variantsOf(originalKey: string, bytes: Uint8Array): Promise<{ key: string; bytes: Uint8Array }[]> {
  const ext = uploadKeyParts(originalKey)?.ext ?? '';
  return (await imageVariants(bytes, ext)).map((v) => ({ key: variantKey(originalKey, v.suffix, v.ext), bytes: v.bytes }));
}

/**
 * A variant (`_small`, `_small.webp`, `_small_2x.webp`) of a file stored before variants were made at
 * upload: made from the original now and stored, so this happens once per file.
 */
async function lateVariant(key: string): Promise<Uint8Array | null> {
  for (const originalKey of originalCandidates(key) ?? []) {
    const original = await readUpload(originalKey);
    if (!original) continue;
    const ext = originalKey.slice(originalKey.lastIndexOf('.') + 1);
    const made = [variantKey(originalKey, THUMBNAIL_SUFFIX, ext), variantKey(originalKey, THUMBNAIL_SUFFIX, 'webp'), variantKey(originalKey, SMALL_2X_SUFFIX, 'webp')];
    if (!made.includes(key)) return null;
    try {
      const variants = await variantsOf(originalKey, original);
      await Promise.all(variants.map((v) => saveUpload(v.key, v.bytes)));
      return variants.find((v) => v.key === key)?.bytes ?? null;
    } catch (error) {
      if (error instanceof ImageDecodeError) return null;
      throw error;
    }
  }
  return null;
}

/** GET of a stored file or one of its variants. Keys are unique, so it caches forever. */
export async function serveUpload(key: string): Promise<Response> {
  const bytes = isUploadKey(key) ? await storageCall(async () => (await readUpload(key)) ?? (await lateVariant(key))) : null;
  const type = contentTypeOfKey(key);
  if (!bytes || !type) throw new RouteError(404, 'UPLOAD_NOT_FOUND', '파일을 찾을 수 없습니다.');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
