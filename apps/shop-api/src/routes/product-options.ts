// Options of one product, and of several at once (GET /products/options?productNos=1,2).
import type { Hono } from 'hono';
import { z } from 'zod';
import { pathNumber, readQuery } from '../http/request.ts';
import { loadProductsWithOptions, loadProductWithOptions } from '../services/catalogue/catalogue.ts';
import { multiLevelOptions, optionsReply } from '../services/catalogue/product-options-view.ts';
import { errors } from '../domain/error-catalogue.ts';
import type { AppEnv } from '../http/context.ts';

const maxProductNos = 100;

const optionsQuery = z.object({
  productNos: z.string().regex(/^\s*\d{1,10}(\s*,\s*\d{1,10})*\s*$/, '쉼표로 구분한 상품 번호')
    .refine((s) => s.split(',').every((x) => Number(x) <= 2_147_483_647), '상품 번호가 너무 큽니다'),
});

export function registerProductOptionRoutes(app: Hono<AppEnv>): void {
  // Registered before /products/:productNo so "options" is never read as a product number.
  app.get('/products/options', async (c) => {
    const deps = c.get('deps');
    const { productNos } = readQuery(c, optionsQuery);
    const nos = [...new Set(productNos.split(',').map((s) => Number(s.trim())))];
    if (nos.length > maxProductNos) throw errors.tooManyProductNos(maxProductNos);
    const products = await loadProductsWithOptions(deps.db, nos, deps.baseUrl());
    const optionInfos = nos.flatMap((no) => {
      const product = products.get(no);
      if (!product || !product.display) return [];
      return [{ mallProductNo: no, displayableStock: true, options: multiLevelOptions(product) }];
    });
    return c.json({ optionInfos });
  });

  app.get('/products/:productNo/options', async (c) => {
    const deps = c.get('deps');
    const product = await loadProductWithOptions(deps.db, pathNumber(c, 'productNo'), deps.baseUrl());
    if (!product || !product.display) throw errors.productNotFound();
    return c.json(optionsReply(product));
  });
}
