import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductDetailView } from '@/components/product/product-detail';
import { webConfig } from '@/lib/config';
import { productWithOptions } from '@/lib/server/shop';

interface Props {
  params: Promise<{ slug: string }>;
}

/** `/product/100001` and `/product/100001-anything` both name product 100001. */
function productNoOf(slug: string): number | null {
  const match = /^(\d{1,12})(?:-|$)/.exec(decodeURIComponent(slug));
  return match?.[1] ? Number(match[1]) : null;
}

async function load(params: Props['params']) {
  const productNo = productNoOf((await params).slug);
  return productNo === null ? null : productWithOptions(productNo);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  return { title: found?.product.baseInfo.productName ?? '상품' };
}

/** Product detail, also served at /products/{slug}. */
export default async function ProductPage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  // The custom dampener is made to a design: its page leads into the designer.
  const custom = found.product.baseInfo.productNo === webConfig().customDampener.productNo;
  return <ProductDetailView product={found.product} options={found.options} designHref={custom ? '/custom/dampener' : null} />;
}
