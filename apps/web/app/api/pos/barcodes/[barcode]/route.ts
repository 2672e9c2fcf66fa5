// GET /api/pos/barcodes/{barcode}: what a code is assigned to; PATCH: reassign it; DELETE: remove it.
import { NextResponse } from 'next/server';
import { readBody, route } from '@/lib/server/api-route';
import { deleteBarcode, findBarcode, updateBarcode } from '@/lib/server/pos/barcodes';
import { forStaff } from '@/lib/server/pos/http';
import { barcodeUpdateSchema } from '@/lib/server/pos/route-schemas';

type Context = { params: Promise<{ barcode: string }> };

export const GET = route(async (request: Request, context: Context) => {
  const { deps } = await forStaff(request, 'view-products');
  return NextResponse.json(await findBarcode(deps, decodeURIComponent((await context.params).barcode)));
});

export const PATCH = route(async (request: Request, context: Context) => {
  const { deps } = await forStaff(request, 'edit-barcodes');
  const body = await readBody(request, barcodeUpdateSchema);
  return NextResponse.json(await updateBarcode(deps, decodeURIComponent((await context.params).barcode), body));
});

export const DELETE = route(async (request: Request, context: Context) => {
  const { deps } = await forStaff(request, 'edit-barcodes');
  await deleteBarcode(deps, decodeURIComponent((await context.params).barcode));
  return new NextResponse(null, { status: 204 });
});
