import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductDetailView } from '@/components/product/product-detail';
import { webConfig } from '@/lib/config';
import { reshapeProduct } from '@/lib/catalogue/product-view';
import { productWithOptions } from '@/lib/server/shop';
import { noPrebuiltParams } from '@/lib/server/catalogue/cached-route';

export const revalidate = 3600;
export const generateStaticParams = noPrebuiltParams;

interface Props {
  params: Promise<{ productNo: string }>;
}

async function load(params: Props['params']) {
  const raw = (await params).productNo;
  const found = /^\d{1,12}$/.test(raw) ? await productWithOptions(Number(raw), 'tagged') : null;
  return found ? { product: reshapeProduct(found.product), options: found.options } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  return { title: found?.product.name ?? '상품' };
}

/**
 * Product detail, from Next's cache: /product/100001, /product/100001-anything and /products/… are
 * all rewritten here (lib/catalogue/cached-views.ts). The same HTML for every visitor; a member's
 * like, the cart count and the session are filled in by the browser.
 */
export default async function ProductPage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  // The custom dampener is made to a design: its page leads into the designer.
  const custom = found.product.productNo === webConfig().customDampener.productNo;
  return <ProductDetailView product={found.product} options={found.options} designHref={custom ? '/custom/dampener' : null} />;
}
