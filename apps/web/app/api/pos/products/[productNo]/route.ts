// GET /api/pos/products/{productNo}: the platform's product with options, stock and barcodes;
// PATCH: change it on the platform (stock staff and admins).
import { NextResponse } from 'next/server';
import { readBody, route } from '@/lib/server/api-route';
import { forStaff, pathId } from '@/lib/server/pos/http';
import { productDetail, updateProduct } from '@/lib/server/pos/products';
import { productUpdateSchema } from '@/lib/server/pos/route-schemas';

type Context = { params: Promise<{ productNo: string }> };

export const GET = route(async (request: Request, context: Context) => {
  const { deps } = await forStaff(request, 'view-products');
  return NextResponse.json(await productDetail(deps, pathId((await context.params).productNo, 'POS_PRODUCT_NOT_FOUND')));
});

export const PATCH = route(async (request: Request, context: Context) => {
  const { deps } = await forStaff(request, 'edit-products');
  const productNo = pathId((await context.params).productNo, 'POS_PRODUCT_NOT_FOUND');
  const body = await readBody(request, productUpdateSchema);
  return NextResponse.json(await updateProduct(deps, productNo, body));
});
