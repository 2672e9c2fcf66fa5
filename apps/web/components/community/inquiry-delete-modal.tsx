'use client';
// Confirms deleting one's own product inquiry.
import { useQueryClient } from '@tanstack/react-query';
import type { ProductInquiry } from '@courtside/core/api';
import { useShopApi } from '@/components/providers';
import { FormModal, useAction } from '@/components/ui/form';
import { unknownErrorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast/toast-store';


export function InquiryDeleteModal({ productNo, inquiry, onClose }: { productNo: number; inquiry: ProductInquiry; onClose: () => void }) {
  const shopApi = useShopApi();
  const queryClient = useQueryClient();
  const action = useAction(unknownErrorMessage);
  const remove = () =>
    action.run(async () => {
      await shopApi.inquiries.remove(inquiry.inquiryNo);
      await queryClient.invalidateQueries({ queryKey: ['member', 'inquiries', productNo] });
      showToast('문의를 삭제했습니다.', 'success');
      onClose();
    });
  return (
    <FormModal title="문의 삭제" size="small" onClose={onClose} submitLabel="삭제하기" variant="dark" action={action} onSubmit={remove}>
      <p>‘{inquiry.title}’ 문의를 삭제하시겠습니까? 삭제한 문의는 되돌릴 수 없습니다.</p>
    </FormModal>
  );
}
