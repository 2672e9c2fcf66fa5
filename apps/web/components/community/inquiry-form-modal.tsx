'use client';
// Writing or editing a product inquiry: type, title, content and the secret flag.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InquiryType, ProductInquiry } from '@courtside/core/api';
import { useShopApi } from '@/components/providers';
import { Field, FormModal, Select, useAction } from '@/components/ui/form';
import { INQUIRY_TYPE_LABELS } from '@/lib/community/community-text';
import { unknownErrorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast/toast-store';
import styles from './community.module.css';

const inquiryTypes = (Object.keys(INQUIRY_TYPE_LABELS) as InquiryType[]).map((key) => ({ value: key, label: INQUIRY_TYPE_LABELS[key] }));

export function InquiryFormModal({ productNo, inquiry, onClose }: { productNo: number; inquiry: ProductInquiry | null; onClose: () => void }) {
  const shopApi = useShopApi();
  const queryClient = useQueryClient();
  const [type, setType] = useState<InquiryType>(inquiry?.type ?? 'PRODUCT');
  const [title, setTitle] = useState(inquiry?.title ?? '');
  const [content, setContent] = useState(inquiry?.content ?? '');
  const [secreted, setSecreted] = useState(inquiry?.secreted ?? false);
  const action = useAction(unknownErrorMessage);

  const valid = title.trim() !== '' && content.trim() !== '';
  const save = () =>
    valid &&
    action.run(async () => {
      const request = { type, title: title.trim(), content: content.trim(), secreted };
      if (inquiry) await shopApi.inquiries.update(inquiry.inquiryNo, request);
      else await shopApi.inquiries.create(productNo, request);
      await queryClient.invalidateQueries({ queryKey: ['member', 'inquiries', productNo] });
      showToast(inquiry ? '문의를 수정했습니다.' : '문의를 등록했습니다.', 'success');
      onClose();
    });

  return (
    <FormModal title={inquiry ? '문의 수정' : '상품 문의하기'} onClose={onClose} submitLabel={inquiry ? '수정하기' : '등록하기'} action={action} disabled={!valid} onSubmit={save}>
      <Field id="inquiry-type" label="문의 유형">
        <Select id="inquiry-type" value={type} onChange={setType} options={inquiryTypes} />
      </Field>
      <Field id="inquiry-title" label="제목">
        <input id="inquiry-title" maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} required />
      </Field>
      <Field id="inquiry-content" label="내용">
        <textarea id="inquiry-content" rows={6} maxLength={2000} value={content} onChange={(e) => setContent(e.target.value)} required />
      </Field>
      <label className={styles.check}>
        <input type="checkbox" checked={secreted} onChange={(e) => setSecreted(e.target.checked)} /> 비밀글로 문의하기
      </label>
    </FormModal>
  );
}
