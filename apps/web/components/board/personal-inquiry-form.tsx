'use client';
// The 1:1 inquiry form: category, title, content; posted to the 1:1 board (always secret there).
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useShopApi } from '@/components/providers';
import { ActionForm, Field, FormButtons, Select, useAction } from '@/components/ui/form';
import { showToast } from '@/lib/toast/toast-store';
import styles from './board.module.css';

export function PersonalInquiryForm({ boardNo, categories }: { boardNo: number | string; categories: readonly { categoryNo: number; label: string }[] }) {
  const shopApi = useShopApi();
  const router = useRouter();
  const [categoryNo, setCategoryNo] = useState<number | null>(categories[0]?.categoryNo ?? null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const action = useAction();

  const submit = () => {
    if (!title.trim()) return action.fail('제목을 입력해 주세요.');
    if (content.trim().length < 5) return action.fail('문의 내용을 5자 이상 입력해 주세요.');
    return action.run(async () => {
      await shopApi.boards.createArticle(boardNo, {
        articleTitle: title.trim(),
        articleContent: content.trim(),
        secreted: true,
        ...(categoryNo !== null ? { boardCategoryNo: categoryNo } : {}),
      });
      showToast('문의를 남겼습니다. 답변은 마이페이지에서 확인할 수 있습니다.', 'success');
      router.push('/board/inquiry');
      router.refresh();
    });
  };

  return (
    <ActionForm
      className={styles.form}
      onSubmit={submit}
      action={action}
      actions={<FormButtons className={styles.actions} onCancel={() => router.back()} submitLabel="문의 등록" busy={action.busy} />}
    >
      {categories.length > 0 && (
        <Field id="inquiry-category" label="문의 분류">
          <Select id="inquiry-category" value={categoryNo ?? ''} onChange={(v) => setCategoryNo(Number(v))} options={categories.map((c) => ({ value: c.categoryNo, label: c.label }))} />
        </Field>
      )}
      <Field id="inquiry-title" label="제목">
        <input id="inquiry-title" maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field id="inquiry-content" label="내용" hint="주문 관련 문의는 주문번호를 함께 적어 주시면 빠르게 답변드릴 수 있습니다.">
        <textarea id="inquiry-content" maxLength={2000} value={content} onChange={(e) => setContent(e.target.value)} />
      </Field>
    </ActionForm>
  );
}
