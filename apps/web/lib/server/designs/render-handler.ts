// GET /api/custom/dampener/render?memberId&createTime&side=front|back — or ?reference&side for a
// design frozen into an order — answers the side's 300-DPI print PNG. The member themself or an
// admin may ask (production works from it); anyone else is refused.
import { z } from 'zod';
import { RouteError, readSearchParams } from '@/lib/server/api-route';
import { designNotFound, type DesignRouteDeps } from './dampener-handlers';
import { findDesignRecord } from './design-records';
import { findDesignReference } from './design-references';
import { RenderError, renderSidePng, type RenderOptions } from './render';

const query = z.union([
  z.object({ reference: z.string().min(1).max(40), side: z.enum(['front', 'back']) }),
  z.object({ memberId: z.string().min(1).max(100), createTime: z.string().datetime({ offset: true }), side: z.enum(['front', 'back']) }),
]);

export async function renderDesign(request: Request, deps: DesignRouteDeps, options: RenderOptions = {}): Promise<Response> {
  const params = readSearchParams(request, query);
  const requester = await deps.requester();
  if (!requester) throw new RouteError(401, 'LOGIN_REQUIRED', '로그인이 필요합니다.');
  let design;
  let owner: string | null;
  let name: string;
  if ('reference' in params) {
    const found = await findDesignReference(deps.db, params.reference);
    if (!found) throw designNotFound();
    design = found.design;
    owner = found.memberId;
    name = params.reference;
  } else {
    // Admins may print a design the member has since deleted (an order may still need it).
    const found = await findDesignRecord(deps.db, params.memberId, params.createTime, { includeDeleted: requester.isAdmin });
    if (!found) throw designNotFound();
    design = found.design;
    owner = found.memberId;
    name = `${params.memberId}-${params.createTime.replace(/[^0-9]/g, '').slice(0, 14)}`;
  }
  if (!requester.isAdmin && requester.memberId !== owner) throw new RouteError(403, 'DESIGN_FORBIDDEN', '본인의 디자인만 보고 고칠 수 있습니다.');
  try {
    const png = await renderSidePng(design, params.side, options);
    return new Response(new Uint8Array(png), {
      headers: {
        'Content-Type': 'image/png',
        'Cache-Control': 'private, no-store',
        'Content-Disposition': `inline; filename="dampener-${name}-${params.side}-300dpi.png"`,
      },
    });
  } catch (error) {
    if (error instanceof RenderError) throw new RouteError(422, error.code, '디자인 이미지를 내려받지 못했습니다. 다시 시도해 주세요.');
    throw error;
  }
}
