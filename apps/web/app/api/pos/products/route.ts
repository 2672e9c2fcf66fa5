// GET /api/pos/products?keyword=&page=&size=: products by name or number; POST: register a product on
// the platform (stock staff and admins).
import { NextResponse } from 'next/server';
import { readBody, readSearchParams, route } from '@/lib/server/api-route';
import { forStaff } from '@/lib/server/pos/http';
import { createProduct, searchProducts } from '@/lib/server/pos/products';
import { productCreateSchema, productsQuery } from '@/lib/server/pos/route-schemas';

export const GET = route(async (request: Request) => {
  const { deps } = await forStaff(request, 'view-products');
  return NextResponse.json(await searchProducts(deps, readSearchParams(request, productsQuery)));
});

export const POST = route(async (request: Request) => {
  const { deps } = await forStaff(request, 'edit-products');
  const body = await readBody(request, productCreateSchema);
  return NextResponse.json(await createProduct(deps, body), { status: 201 });
});
