// Brands: GET /display/brands (with product counts, paged) and GET /display/brands/search (bare array).
import type { Hono } from 'hono';
import { z } from 'zod';
import { pageQuery, readQuery } from '../http/request.ts';
import { brandsWithProductCounts, searchBrands } from '../services/catalogue/brands.ts';
import { absoluteUrl } from '../services/catalogue/image-urls.ts';
import type { AppEnv } from '../http/context.ts';

const direction = z.enum(['ASC', 'DESC']);
const categoryList = z.string().regex(/^\d{1,10}(,\d{1,10}){0,19}$/, '쉼표로 구분한 카테고리 번호(최대 20개)')
  .refine((s) => s.split(',').every((x) => Number(x) <= 2_147_483_647), '카테고리 번호가 너무 큽니다');

const brandsQuery = z.object({
  'filter.name': z.string().max(100).optional(),
  'filter.categoryNos': categoryList.optional(),
  'filter.categoryNo': categoryList.optional(),
  'sort.criterion': z.enum(['PRODUCT_COUNT']).optional(),
  'sort.direction': direction.default('DESC'),
  ...pageQuery,
});

const searchQuery = z.object({
  brandName: z.string().max(100).optional(),
  pageNumber: pageQuery.pageNumber,
  pageSize: pageQuery.pageSize,
  sortCriterion: z.enum(['BRAND_NAME', 'LIKE_COUNT']).default('BRAND_NAME'),
  sortDirection: direction.default('DESC'),
});

export function registerBrandRoutes(app: Hono<AppEnv>): void {
  app.get('/display/brands', async (c) => {
    const deps = c.get('deps');
    const q = readQuery(c, brandsQuery);
    const categoryText = q['filter.categoryNos'] ?? q['filter.categoryNo'];
    const rows = await brandsWithProductCounts(deps.db, { name: q['filter.name'], categoryNos: categoryText ? categoryText.split(',').map(Number) : null });
    const items = rows.map((r) => ({
      brandNo: r.brand_no,
      displayBrandNo: r.brand_no,
      name: r.name,
      nameKo: r.name,
      nameEn: r.name_en ?? '',
      nameType: 'NAME_KO',
      mainBrandName: r.name,
      subBrandName: r.name_en ?? '',
      logoImageUrl: r.logo_image_url ? absoluteUrl(deps.baseUrl(), r.logo_image_url) : '',
      productCount: r.product_count,
    }));
    const sign = q['sort.direction'] === 'ASC' ? 1 : -1;
    items.sort((a, b) => (q['sort.criterion'] === 'PRODUCT_COUNT' ? sign * (a.productCount - b.productCount) : 0) || a.name.localeCompare(b.name, 'ko'));
    const start = (q.pageNumber - 1) * q.pageSize;
    return c.json({ totalCount: items.length, items: items.slice(start, start + q.pageSize) });
  });

  app.get('/display/brands/search', async (c) => {
    const deps = c.get('deps');
    const q = readQuery(c, searchQuery);
    const rows = await searchBrands(deps.db, q);
    return c.json(rows.map((r) => ({ brandNo: r.brand_no, mainBrandName: r.name })));
  });
}
