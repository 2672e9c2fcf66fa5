// GET /api/pos/catalogue?cursor=&limit=: catalogue changes (products with options, prices and stock;
// barcodes) after the cursor. Terminal key only: the cache refreshes with nobody logged in.
import { NextResponse } from 'next/server';
import { readSearchParams, route } from '@/lib/server/api-route';
import { cataloguePage, decodeCursor, ensureCatalogueFresh } from '@/lib/server/pos/catalogue';
import { forTerminal } from '@/lib/server/pos/http';
import { platformFailure } from '@/lib/server/pos/products';
import { catalogueQuery } from '@/lib/server/pos/route-schemas';

export const GET = route(async (request: Request) => {
  const { deps } = await forTerminal(request);
  const query = readSearchParams(request, catalogueQuery);
  decodeCursor(query.cursor);
  try {
    await ensureCatalogueFresh(deps);
  } catch (error) {
    throw platformFailure(error);
  }
  return NextResponse.json(await cataloguePage(deps, query.cursor, query.limit));
});
