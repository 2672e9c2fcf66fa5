// GET /products/{productNo}: product detail (accessToken optional: it adds liked and my counts).
import type { Hono } from 'hono';
import { pathNumber } from '../http/request.ts';
import { loadProductWithOptions } from '../services/catalogue/catalogue.ts';
import { productDetailReply, productDetailText } from '../services/catalogue/product-view.ts';
import { catalogueReadModel } from '../services/catalogue/read-model/catalogue-read-model.ts';
import { errors } from '../domain/error-catalogue.ts';
import type { AppEnv } from '../http/context.ts';

export function registerProductRoutes(app: Hono<AppEnv>): void {
  app.get('/products/:productNo', async (c) => {
    const deps = c.get('deps');
    const productNo = pathNumber(c, 'productNo');
    const model = catalogueReadModel(deps.db);
    if (model) {
      const text = await productDetailText(model, deps.db, productNo, c.get('member'), deps.baseUrl());
      if (text === null) throw errors.productNotFound();
      return c.body(text, 200, { 'content-type': 'application/json' });
    }
    const product = await loadProductWithOptions(deps.db, productNo, deps.baseUrl());
    if (!product || !product.display) throw errors.productNotFound();
    return c.json(await productDetailReply(deps.db, product, c.get('member'), deps.baseUrl()));
  });
}
