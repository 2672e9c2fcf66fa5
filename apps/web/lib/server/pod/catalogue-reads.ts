// Partner catalogue reads for server-rendered storefront pages, with the server's own channel token
// (the browser's token is for its own calls). Partner refusals keep their code (PodError).
import 'server-only';
import type { PodChannelProductsReply, PodDesignTemplate, PodOption, PodProductPodReply, PodVariant } from '@courtside/core/api';
import type { PodChannelProductDetail, PodTemplateDetail } from './partner/provider';
import { podDeps } from './runtime';
import { withChannelToken } from './service';

export async function podChannelProducts(pageNo: number, pageSize: number): Promise<PodChannelProductsReply> {
  return withChannelToken(await podDeps(), (p, t) => p.listChannelProducts(t, { pageNo, pageSize }));
}

export interface PodTemplateChoice {
  product: PodChannelProductDetail;
  templates: PodDesignTemplate[];
  options: PodOption[];
  variants: PodVariant[];
}

/** What the template picker and the pod option modal need for one channel product. */
export async function podTemplateChoice(channelProductId: string): Promise<PodTemplateChoice> {
  return withChannelToken(await podDeps(), async (p, t) => {
    const [product, templates, options, variants] = await Promise.all([
      p.getChannelProduct(t, channelProductId),
      p.listDesignTemplates(t, channelProductId),
      p.listOptions(t, channelProductId),
      p.listVariants(t, channelProductId),
    ]);
    return { product, templates, options, variants };
  });
}

export interface PodEditorTarget {
  template: PodTemplateDetail;
  variant: PodVariant;
  product: PodChannelProductDetail;
}

export async function podEditorTarget(designTemplateId: string, variantId: string): Promise<PodEditorTarget> {
  return withChannelToken(await podDeps(), async (p, t) => {
    const template = await p.getDesignTemplate(t, designTemplateId);
    const [variant, product] = await Promise.all([p.getVariant(t, template.channel_product_id, variantId), p.getChannelProduct(t, template.channel_product_id)]);
    return { template, variant, product };
  });
}

/** The pod product behind a mall product (product-pod/{id}); POD_VARIANT_MISSING when it has none. */
export async function podProductOf(mallProductNo: number): Promise<PodProductPodReply> {
  return withChannelToken(await podDeps(), (p, t) => p.productPod(t, mallProductNo));
}
