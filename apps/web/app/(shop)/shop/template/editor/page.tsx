import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PodRetryAlert } from '@/components/pod/pod-retry-alert';
import styles from '@/components/pod/pod.module.css';
import { TemplateEditor } from '@/components/pod/template-editor';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { mallOptionForVariant } from '@/lib/pod/pod-cart';
import { podEditorTarget, type PodEditorTarget } from '@/lib/server/pod/catalogue-reads';
import { podPageFailure } from '@/lib/server/pod/page-errors';
import { podMallProduct } from '@/lib/server/pod/storefront';
import { messageFor } from '@courtside/core/errors';

export const metadata: Metadata = { title: '템플릿 디자인 편집' };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** /shop/template/editor?designTemplateId&variantId: the template editor for one template and variant. */
export default async function TemplateEditorPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const designTemplateId = one(params.designTemplateId);
  const variantId = one(params.variantId);
  if (!ID.test(designTemplateId) || !ID.test(variantId)) notFound();
  const here = `/shop/template/editor?${new URLSearchParams({ designTemplateId, variantId }).toString()}`;

  let target: PodEditorTarget;
  try {
    target = await podEditorTarget(designTemplateId, variantId);
  } catch (error) {
    const failure = podPageFailure(error);
    if (failure.kind === 'not-found') notFound();
    return <PodRetryAlert message={failure.message} retryHref={here} />;
  }
  const mall = target.product.mallProductNo === null ? null : await podMallProduct(target.product.mallProductNo);
  const option = mall ? mallOptionForVariant(target.variant, mall.options) : null;
  const backHref = `/shop/template?channelProductId=${encodeURIComponent(target.product.channel_product_id)}`;
  if (!mall || !option) return <PodRetryAlert message={messageFor('POD_VARIANT_MISSING')} retryHref={here} backHref={backHref} />;

  return (
    <section aria-labelledby="editor-title">
      <h1 id="editor-title" className={styles.heading}>
        {target.product.channel_product_name} 디자인
      </h1>
      <p className={styles.lead}>문구를 입력하고 이미지를 올린 뒤, 점선 안에서 끌어 위치를 맞춰 주세요.</p>
      <TemplateEditor
        channelProductName={target.product.channel_product_name}
        template={{ design_template_id: target.template.design_template_id, name: target.template.name, image_url: target.template.image_url, layout: target.template.layout }}
        variant={target.variant}
        product={mall}
        option={option}
        returnPath={here}
      />
    </section>
  );
}
