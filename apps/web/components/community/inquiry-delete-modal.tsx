'use client';
// Confirms deleting one's own product inquiry.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductInquiry } from '@courtside/core';
import { useShopApi } from '@/components/providers';
import { Modal, ModalActions } from '@/components/ui/modal';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast/toast-store';

export function InquiryDeleteModal({ productNo, inquiry, onClose }: { productNo: number; inquiry: ProductInquiry; onClose: () => void }) {
  const shopApi = useShopApi();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => shopApi.inquiries.remove(inquiry.inquiryNo),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['member', 'inquiries', productNo] });
      showToast('문의를 삭제했습니다.', 'success');
      onClose();
    },
    onError: (error) => showToast(errorMessage(error, 'UNKNOWN'), 'error'),
  });
  return (
    <Modal
      open
      onClose={onClose}
      title="문의 삭제"
      size="small"
      footer={<ModalActions onClose={onClose} submitLabel="삭제하기" variant="dark" disabled={remove.isPending} onSubmit={() => remove.mutate()} />}
    >
      <p>‘{inquiry.title}’ 문의를 삭제하시겠습니까? 삭제한 문의는 되돌릴 수 없습니다.</p>
    </Modal>
  );
}
