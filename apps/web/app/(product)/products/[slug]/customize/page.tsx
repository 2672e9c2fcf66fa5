import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { PodRetryAlert } from '@/components/pod/pod-retry-alert';
import styles from '@/components/pod/pod.module.css';
import { TemplatePicker } from '@/components/pod/template-picker';
import { podProductOf, podTemplateChoice, type PodTemplateChoice } from '@/lib/server/pod/catalogue-reads';
import { podPageFailure } from '@/lib/server/pod/page-errors';
import { mallStockOf, podMallProduct } from '@/lib/server/pod/storefront';

interface Props {
  params: Promise<{ slug: string }>;
}

export const metadata: Metadata = { title: '디자인하기' };

function productNoOf(slug: string): number | null {
  const match = /^(\d{1,10})(?:-|$)/.exec(decodeURIComponent(slug));
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * /products/{slug}/customize: design a print-on-demand mall product — the pod product behind it
 * (product-pod/{id}), its templates, then options and the editor. No variant → the retry alert.
 */
export default async function CustomizePage({ params }: Props) {
  const { slug } = await params;
  const productNo = productNoOf(slug);
  if (productNo === null) notFound();
  const mall = await podMallProduct(productNo);
  if (!mall) notFound();
  const retryHref = `/products/${productNo}/customize`;

  let choice: PodTemplateChoice;
  try {
    const { message } = await podProductOf(productNo);
    choice = await podTemplateChoice(message.channel_product_id);
  } catch (error) {
    const failure = podPageFailure(error);
    if (failure.kind === 'not-found') notFound();
    return (
      <section aria-labelledby="customize-title">
        <h1 id="customize-title" className={styles.heading}>
          {mall.productName}
        </h1>
        <PodRetryAlert message={failure.message} retryHref={retryHref} />
      </section>
    );
  }
  return (
    <section aria-labelledby="customize-title">
      <p>
        <Link href={`/product/${productNo}`}>
          ← 상품 정보
        </Link>
      </p>
      <h1 id="customize-title" className={styles.heading}>
        {mall.productName} 디자인하기
      </h1>
      <p className={styles.lead}>템플릿을 고르고 옵션을 선택하면 디자인 편집기가 열립니다.</p>
      <TemplatePicker productName={mall.productName} templates={choice.templates} options={choice.options} variants={choice.variants} stock={mallStockOf(choice.variants, mall)} />
    </section>
  );
}
