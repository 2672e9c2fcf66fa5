'use client';
// Writing or editing a product inquiry: type, title, content and the secret flag.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InquiryType, ProductInquiry } from '@courtside/core';
import { useShopApi } from '@/components/providers';
import { Modal, ModalActions } from '@/components/ui/modal';
import { INQUIRY_TYPE_LABELS } from '@/lib/community/community-text';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast/toast-store';
import styles from './community.module.css';

export function InquiryFormModal({ productNo, inquiry, onClose }: { productNo: number; inquiry: ProductInquiry | null; onClose: () => void }) {
  const shopApi = useShopApi();
  const queryClient = useQueryClient();
  const [type, setType] = useState<InquiryType>(inquiry?.type ?? 'PRODUCT');
  const [title, setTitle] = useState(inquiry?.title ?? '');
  const [content, setContent] = useState(inquiry?.content ?? '');
  const [secreted, setSecreted] = useState(inquiry?.secreted ?? false);

  const save = useMutation({
    mutationFn: async () => {
      const request = { type, title: title.trim(), content: content.trim(), secreted };
      if (inquiry) await shopApi.inquiries.update(inquiry.inquiryNo, request);
      else await shopApi.inquiries.create(productNo, request);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['member', 'inquiries', productNo] });
      showToast(inquiry ? '문의를 수정했습니다.' : '문의를 등록했습니다.', 'success');
      onClose();
    },
    onError: (error) => showToast(errorMessage(error, 'UNKNOWN'), 'error'),
  });

  const valid = title.trim() !== '' && content.trim() !== '';
  return (
    <Modal
      open
      onClose={onClose}
      title={inquiry ? '문의 수정' : '상품 문의하기'}
      footer={<ModalActions onClose={onClose} submitLabel={inquiry ? '수정하기' : '등록하기'} form="inquiry-form" disabled={!valid || save.isPending} />}
    >
      <form
        id="inquiry-form"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) save.mutate();
        }}
      >
        <div className={styles.formField}>
          <label htmlFor="inquiry-type">문의 유형</label>
          <select id="inquiry-type" value={type} onChange={(e) => setType(e.target.value as InquiryType)}>
            {(Object.keys(INQUIRY_TYPE_LABELS) as InquiryType[]).map((key) => (
              <option key={key} value={key}>
                {INQUIRY_TYPE_LABELS[key]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.formField}>
          <label htmlFor="inquiry-title">제목</label>
          <input id="inquiry-title" maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} required />
        </div>
        <div className={styles.formField}>
          <label htmlFor="inquiry-content">내용</label>
          <textarea id="inquiry-content" rows={6} maxLength={2000} value={content} onChange={(e) => setContent(e.target.value)} required />
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={secreted} onChange={(e) => setSecreted(e.target.checked)} /> 비밀글로 문의하기
        </label>
      </form>
    </Modal>
  );
}
