// GET /images/products/{name}.svg and /images/reviews/{name}.svg: pictures drawn on request.
import type { Hono } from 'hono';
import { drawImage, isImageName } from '../services/catalogue/product-images.ts';
import { errors } from '../domain/error-catalogue.ts';
import type { AppEnv } from '../http/context.ts';

export function registerImageRoutes(app: Hono<AppEnv>): void {
  for (const variant of ['product', 'review'] as const) {
    app.get(`/images/${variant}s/:file`, (c) => {
      const file = c.req.param('file');
      const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
      if (!isImageName(name)) throw errors.imageNotFound();
      return c.body(drawImage(name, variant), 200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=86400',
      });
    });
  }
}
