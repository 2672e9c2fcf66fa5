// GET /api/pos/barcodes?q=&productNo=: barcodes by leading digits or product; POST: register a
// scanned code (check digit verified) or generate an in-store one (stock staff and admins).
import { NextResponse } from 'next/server';
import { readBody, readSearchParams, route } from '@/lib/server/api-route';
import { registerBarcode, searchBarcodes } from '@/lib/server/pos/barcodes';
import { forStaff } from '@/lib/server/pos/http';
import { barcodeRegisterSchema, barcodesQuery } from '@/lib/server/pos/route-schemas';

export const GET = route(async (request: Request) => {
  const { deps } = await forStaff(request, 'view-products');
  const query = readSearchParams(request, barcodesQuery);
  return NextResponse.json({ items: await searchBarcodes(deps, query) });
});

export const POST = route(async (request: Request) => {
  const { deps } = await forStaff(request, 'edit-barcodes');
  const body = await readBody(request, barcodeRegisterSchema);
  return NextResponse.json(await registerBarcode(deps, body), { status: 201 });
});
