// /api/custom/dampener (seed §7): a member lists, saves, edits and deletes their own designs, and
// anyone with a design (member or guest) freezes it for the cart. Who is asking comes from the
// SHOP_KEY cookie through the platform's profile (the route wires that in), never from the query:
// `memberId` must name the member behind the cookie. Dependencies come in as arguments so the
// rules run in tests without Next.
import { NextResponse } from 'next/server';
import { parseDampenerDesign, type DampenerDesign } from '@courtside/core/design';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { RouteError, readBody, readSearchParams } from '@/lib/server/api-route';
import { createDesignRecord, deleteDesignRecord, findDesignRecord, listDesignRows, toDampenerRecord, updateDesignRecord, MAX_DESIGNS_PER_MEMBER } from './design-records';
import { createDesignReference, findDesignReference, isDesignReference } from './design-references';
import { designWords, type DesignLineSummary } from '@/lib/designs/design-words';
import type { WebDatabase } from '@/lib/server/db/schema';

export interface Requester {
  memberId: string;
  isAdmin: boolean;
}

export interface DesignRouteDeps {
  db: Kysely<WebDatabase>;
  /** The member behind the request's session cookie, or null for a visitor. */
  requester: () => Promise<Requester | null>;
  now: () => Date;
  randomBytes: () => Uint8Array;
}

const memberQuery = z.object({ memberId: z.string().trim().min(1).max(100) });
const createTime = z.string().datetime({ offset: true }).max(40);
const designData = z.record(z.string(), z.unknown());
const postBody = z.object({ dampenerPostData: designData });
const patchBody = z.object({ dampenerPatchData: designData, createTime });
const deleteBody = z.object({ createTime: createTime.optional() });
const url = z.string().trim().max(1000).regex(/^https?:\/\/\S+$/);
const referenceBody = z.object({
  design: designData,
  frontImageUrl: url,
  backImageUrl: url.nullish(),
  createTime: createTime.nullish(),
});

function readDesign(data: unknown): DampenerDesign {
  const parsed = parseDampenerDesign(data);
  if (!parsed.ok) throw new RouteError(400, 'INVALID_DESIGN', `디자인 정보가 올바르지 않습니다: ${parsed.field}`);
  return parsed.design;
}

export function designNotFound(): RouteError {
  return new RouteError(404, 'DESIGN_NOT_FOUND', '디자인을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.');
}

/** The member named by ?memberId, who must be the one signed in. */
async function owner(request: Request, deps: DesignRouteDeps): Promise<string> {
  const { memberId } = readSearchParams(request, memberQuery);
  const requester = await deps.requester();
  if (!requester) throw new RouteError(401, 'LOGIN_REQUIRED', '로그인이 필요합니다.');
  if (requester.memberId !== memberId) throw new RouteError(403, 'DESIGN_FORBIDDEN', '본인의 디자인만 보고 고칠 수 있습니다.');
  return memberId;
}

/** GET ?memberId: the member's saved designs, newest first. */
export async function listDesigns(request: Request, deps: DesignRouteDeps): Promise<Response> {
  const memberId = await owner(request, deps);
  const rows = await listDesignRows(deps.db, memberId);
  return NextResponse.json(rows.map(toDampenerRecord), { headers: { 'Cache-Control': 'no-store' } });
}

/** POST ?memberId {dampenerPostData}: saves a new design; answers the record with its create_time. */
export async function saveDesign(request: Request, deps: DesignRouteDeps): Promise<Response> {
  const memberId = await owner(request, deps);
  const { dampenerPostData } = await readBody(request, postBody);
  const saved = await createDesignRecord(deps.db, memberId, readDesign(dampenerPostData), deps.now());
  if (!saved.ok) throw new RouteError(409, 'DESIGN_LIMIT', `디자인은 ${MAX_DESIGNS_PER_MEMBER}개까지 저장할 수 있습니다. 보관함에서 지운 뒤 다시 저장해 주세요.`);
  return NextResponse.json(saved.record, { status: 201 });
}

/** PATCH ?memberId {dampenerPatchData, createTime}: records a later edit of a saved design. */
export async function editDesign(request: Request, deps: DesignRouteDeps): Promise<Response> {
  const memberId = await owner(request, deps);
  const body = await readBody(request, patchBody);
  const saved = await updateDesignRecord(deps.db, memberId, body.createTime, readDesign(body.dampenerPatchData), deps.now());
  if (!saved.ok) throw designNotFound();
  return NextResponse.json(saved.record);
}

/** DELETE ?memberId {createTime} (or ?createTime): takes a design out of the member's box. */
export async function removeDesign(request: Request, deps: DesignRouteDeps): Promise<Response> {
  const memberId = await owner(request, deps);
  const body = await readBody(request, deleteBody);
  const time = body.createTime ?? new URL(request.url).searchParams.get('createTime') ?? '';
  if (!createTime.safeParse(time).success) throw new RouteError(400, 'INVALID_REQUEST', '요청 값이 올바르지 않습니다: createTime');
  if (!(await deleteDesignRecord(deps.db, memberId, time, deps.now()))) throw designNotFound();
  return new NextResponse(null, { status: 204 });
}

/**
 * POST /api/custom/dampener/reference {design, frontImageUrl, backImageUrl?, createTime?}: freezes
 * the design for a cart line and answers its reference. Guests may do it too (their cart holds the
 * reference); a member's line also records which saved design it came from.
 */
export async function freezeDesign(request: Request, deps: DesignRouteDeps): Promise<Response> {
  const body = await readBody(request, referenceBody);
  const design = readDesign(body.design);
  const requester = await deps.requester();
  let sourceCreateTime: string | null = null;
  if (requester && body.createTime) {
    const record = await findDesignRecord(deps.db, requester.memberId, body.createTime);
    sourceCreateTime = record ? record.createTime : null;
  }
  if (design.sideMode === '2' && !body.backImageUrl) throw new RouteError(400, 'INVALID_REQUEST', '요청 값이 올바르지 않습니다: backImageUrl');
  const stored = await createDesignReference(
    deps.db,
    { memberId: requester?.memberId ?? null, sourceCreateTime, design, frontImageUrl: body.frontImageUrl, backImageUrl: body.backImageUrl ?? null },
    deps.now(),
    deps.randomBytes,
  );
  return NextResponse.json({ reference: stored.reference, customItem: stored.customItem }, { status: 201 });
}

const referenceQuery = z.object({ reference: z.string().trim().min(1).max(40) });

/**
 * GET /api/custom/dampener/reference?reference=D…: what a cart or order line needs to show its
 * design — the faces' pictures and the design in words. The reference is the line's own (random,
 * unguessable) key, so guests read their lines too; nothing printable is answered here.
 */
export async function describeDesign(request: Request, deps: DesignRouteDeps): Promise<Response> {
  const { reference } = readSearchParams(request, referenceQuery);
  if (!isDesignReference(reference)) throw new RouteError(400, 'INVALID_REQUEST', '요청 값이 올바르지 않습니다: reference');
  const found = await findDesignReference(deps.db, reference);
  if (!found) throw designNotFound();
  const summary: DesignLineSummary = {
    reference: found.reference,
    words: designWords(found.design),
    frontImageUrl: found.editorImages.front ?? '',
    backImageUrl: found.design.sideMode === '1' ? null : found.editorImages.back,
  };
  // A frozen design never changes: the browser may keep it for the session.
  return NextResponse.json(summary, { headers: { 'Cache-Control': 'private, max-age=3600' } });
}
