'use client';
// Saving to the design box and putting the design in the cart. Both first draw each printed side
// off screen and upload it (the editor image); the cart line then carries the frozen design's
// reference, and the print file is rendered later on the server from the design itself.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { designToData, type DampenerDesign, type DesignSideName } from '@courtside/core/design';
import { type DampenerRecord } from '@courtside/core/api';
import { exportSideBlob } from '@courtside/designer';
import { useOwnApi, useShopApi } from '@/components/providers';
import { announceCartEffects, CART_TOAST_MESSAGES } from '@/lib/cart/cart-toast';
import { cartPath } from '@/lib/cart/cart-path';
import { guestCart } from '@/lib/cart/guest-cart-store';
import { guestDesignCartItem, memberDesignCartItem, type CustomDampenerProduct } from '@/lib/designs/design-cart';
import { freezeDesignForCart } from '@/lib/designs/design-reference-client';
import { errorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { showCartToast, showToast } from '@/lib/toast/toast-store';
import { designBoxKey } from './design-box-modal';
import { cssFontFamily } from './fonts';

export type EditorImages = { front: string; back: string | null };

export function useDesignActions(product: CustomDampenerProduct | null, memberId: string | null) {
  const ownApi = useOwnApi();
  const shopApi = useShopApi();
  const queryClient = useQueryClient();
  const router = useRouter();

  async function uploadSide(design: DampenerDesign, side: DesignSideName): Promise<string> {
    const blob = await exportSideBlob(design, side, { fontFamily: cssFontFamily });
    const body = new Uint8Array(await blob.arrayBuffer());
    return ownApi.uploadFile({ fileName: `dampener-${side}.png`, fileType: 'image/png', bucket: 'custom-design', body });
  }

  async function editorImages(design: DampenerDesign): Promise<EditorImages> {
    const front = await uploadSide(design, 'front');
    const back = design.sideMode === '2' ? await uploadSide(design, 'back') : null;
    return { front, back };
  }

  const save = useMutation({
    mutationFn: async ({ design, overwrite }: { design: DampenerDesign; overwrite: string | null }): Promise<DampenerRecord> => {
      if (!memberId) throw new Error('login required');
      const images = await editorImages(design);
      const withPreviews: DampenerDesign = {
        ...design,
        front: { ...design.front, previewUrl: images.front },
        back: images.back ? { ...design.back, previewUrl: images.back } : { layers: design.back.layers },
      };
      const data = designToData(withPreviews);
      return overwrite
        ? ownApi.dampeners.update(memberId, { dampenerPatchData: data, createTime: overwrite })
        : ownApi.dampeners.create(memberId, data);
    },
    onSuccess: async () => {
      showToast('디자인을 보관함에 저장했습니다.');
      if (memberId) await queryClient.invalidateQueries({ queryKey: designBoxKey(memberId) });
    },
    onError: (error) => showToast(errorMessage(error, 'UNKNOWN'), 'error'),
  });

  /** Seed §4 COMPLETE_SAVE: the design goes in the cart and the shopper to their cart page. */
  const addToCart = useMutation({
    mutationFn: async ({ design, orderCnt, createTime }: { design: DampenerDesign; orderCnt: number; createTime: string | null }) => {
      if (!product) throw new Error('product unavailable');
      const images = await editorImages(design);
      const frozen = await freezeDesignForCart(design, images, memberId ? createTime : null);
      const line = { reference: frozen.reference, editorImageUrl: images.front, orderCnt };
      if (memberId) {
        await shopApi.cart.add([memberDesignCartItem(product, line)]);
        await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
        showCartToast({ message: CART_TOAST_MESSAGES.added, imageUrl: images.front, customMessage: null });
      } else {
        announceCartEffects(guestCart.add(guestDesignCartItem(product, line)).effects, images.front);
      }
      router.push(cartPath(memberId !== null));
    },
    onError: (error) => showToast(errorMessage(error, 'CART_ADD_FAILED'), 'error'),
  });

  return { save, addToCart };
}
