import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ChannelProductGrid } from '@/components/pod/channel-product-grid';
import { PodRetryAlert } from '@/components/pod/pod-retry-alert';
import styles from '@/components/pod/pod.module.css';
import { TemplatePicker } from '@/components/pod/template-picker';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { podChannelProducts, podTemplateChoice, type PodTemplateChoice } from '@/lib/server/pod/catalogue-reads';
import { podPageFailure } from '@/lib/server/pod/page-errors';
import { mallStockOf, podMallProduct } from '@/lib/server/pod/storefront';

export const metadata: Metadata = { title: '디자인 템플릿' };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** /shop/template?channelProductId=…: pick a design template and an option; without a product, choose one first. */
export default async function ShopTemplatePage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).channelProductId;
  const channelProductId = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  if (channelProductId === '') {
    const products = await podChannelProducts(1, 100).catch(() => null);
    return (
      <section aria-labelledby="template-title">
        <h1 id="template-title" className={styles.heading}>
          디자인 템플릿
        </h1>
        <p className={styles.lead}>디자인할 상품을 먼저 골라 주세요.</p>
        {products ? <ChannelProductGrid products={products.items} /> : <p className={styles.empty}>상품을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>}
      </section>
    );
  }
  if (!ID.test(channelProductId)) notFound();

  let choice: PodTemplateChoice;
  try {
    choice = await podTemplateChoice(channelProductId);
  } catch (error) {
    const failure = podPageFailure(error);
    if (failure.kind === 'not-found') notFound();
    return <PodRetryAlert message={failure.message} retryHref={`/shop/template?channelProductId=${encodeURIComponent(channelProductId)}`} />;
  }
  const mall = choice.product.mallProductNo === null ? null : await podMallProduct(choice.product.mallProductNo);
  return (
    <section aria-labelledby="template-title">
      <p>
        <Link href="/shop/products">
          ← 주문제작 상품
        </Link>
      </p>
      <h1 id="template-title" className={styles.heading}>
        {choice.product.channel_product_name} 템플릿
      </h1>
      <p className={styles.lead}>템플릿을 고르고 옵션을 선택하면 디자인 편집기가 열립니다.</p>
      <TemplatePicker
        productName={choice.product.channel_product_name}
        templates={choice.templates}
        options={choice.options}
        variants={choice.variants}
        stock={mallStockOf(choice.variants, mall)}
      />
    </section>
  );
}
