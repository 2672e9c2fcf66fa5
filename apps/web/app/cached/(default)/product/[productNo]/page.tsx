import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductDetailView } from '@/components/product/product-detail';
import { webConfig } from '@/lib/config';
import { productWithOptions } from '@/lib/server/shop';
import { noPrebuiltParams } from '@/lib/server/catalogue/cached-route';

export const revalidate = 3600;
export const generateStaticParams = noPrebuiltParams;

interface Props {
  params: Promise<{ productNo: string }>;
}

async function load(params: Props['params']) {
  const raw = (await params).productNo;
  return /^\d{1,12}$/.test(raw) ? productWithOptions(Number(raw), 'tagged') : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  return { title: found?.product.baseInfo.productName ?? '상품' };
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
  const custom = found.product.baseInfo.productNo === webConfig().customDampener.productNo;
  return <ProductDetailView product={found.product} options={found.options} designHref={custom ? '/custom/dampener' : null} />;
}
