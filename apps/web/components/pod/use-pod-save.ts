'use client';
// Saving a template design (seed §4): upload the rendered design, save the editor document (the
// editor callback's data: editorNo, thumbnail, designTemplateId), make the partner project for the
// chosen variant, and register it to the cart — the member's server cart or the guest cart.
// COMPLETE_SAVE then goes to the cart page; SAVE answers so the page can show the add-to-cart modal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import type { JsonObject, PodDesignResult, PodUserIdentity, ProductOption } from '@courtside/core/api';
import { useOwnApi, useShopApi } from '@/components/providers';
import { announceCartEffects, CART_TOAST_MESSAGES } from '@/lib/cart/cart-toast';
import { guestCart } from '@/lib/cart/guest-cart-store';
import { errorMessage } from '@/lib/error-message';
import { podGuestCartItem, podMemberCartItem, type PodMallProduct } from '@/lib/pod/pod-cart';
import { queryKeys } from '@/lib/query-keys';
import { showCartToast, showToast } from '@/lib/toast/toast-store';

export type SaveMode = 'SAVE' | 'COMPLETE_SAVE';

export interface PodSaveTarget {
  product: PodMallProduct;
  option: ProductOption;
  variantId: string;
  designTemplateId: string;
}

export interface PodSaveInput {
  mode: SaveMode;
  member: boolean;
  identity: PodUserIdentity;
  document: JsonObject;
  image: Blob;
  quantity: number;
}

export interface PodSaved {
  mode: SaveMode;
  projectId: string;
  thumbnail: string;
  cartHref: string;
}

export function usePodSave(target: PodSaveTarget) {
  const ownApi = useOwnApi();
  const shopApi = useShopApi();
  const queryClient = useQueryClient();
  const router = useRouter();

  /** The editor callback with its data: project, then the cart. */
  async function editorCallback(result: PodDesignResult, input: PodSaveInput): Promise<PodSaved> {
    const { projectId } = await ownApi.pod.createProject({ ...result, variantId: target.variantId, ...input.identity });
    const design = { projectId, thumbnail: result.thumbnail };
    if (input.member) {
      await shopApi.cart.add([podMemberCartItem(target.product, target.option, design, input.quantity)]);
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      showCartToast({ message: CART_TOAST_MESSAGES.added, imageUrl: result.thumbnail, customMessage: null });
      return { mode: input.mode, projectId, thumbnail: result.thumbnail, cartHref: '/cart' };
    }
    const added = guestCart.add(podGuestCartItem(target.product, target.option, design, input.quantity));
    announceCartEffects(added.effects, result.thumbnail);
    return { mode: input.mode, projectId, thumbnail: result.thumbnail, cartHref: '/guest/cart' };
  }

  return useMutation({
    mutationFn: async (input: PodSaveInput): Promise<PodSaved> => {
      const body = await input.image.arrayBuffer();
      const thumbnail = await ownApi.uploadFile({ fileName: 'pod-design.png', fileType: 'image/png', bucket: 'pod', body });
      const result = await ownApi.pod.saveEditorDocument({ designTemplateId: target.designTemplateId, document: input.document, thumbnail, ...input.identity });
      return editorCallback(result, input);
    },
    onSuccess: (saved) => {
      if (saved.mode === 'COMPLETE_SAVE') router.push(saved.cartHref);
    },
    onError: (error) => showToast(errorMessage(error, 'POD_CART_FAILED'), 'error'),
  });
}
