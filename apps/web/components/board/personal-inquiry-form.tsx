'use client';
// The 1:1 inquiry form: category, title, content; posted to the 1:1 board (always secret there).
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useShopApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { accountErrorMessage } from '@/lib/account/account-error';
import { showToast } from '@/lib/toast/toast-store';
import styles from './board.module.css';

export function PersonalInquiryForm({ boardNo, categories }: { boardNo: number | string; categories: readonly { categoryNo: number; label: string }[] }) {
  const shopApi = useShopApi();
  const router = useRouter();
  const [categoryNo, setCategoryNo] = useState<number | null>(categories[0]?.categoryNo ?? null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!title.trim()) return setError('제목을 입력해 주세요.');
    if (content.trim().length < 5) return setError('문의 내용을 5자 이상 입력해 주세요.');
    setBusy(true);
    setError(null);
    try {
      await shopApi.boards.createArticle(boardNo, {
        articleTitle: title.trim(),
        articleContent: content.trim(),
        secreted: true,
        ...(categoryNo !== null ? { boardCategoryNo: categoryNo } : {}),
      });
      showToast('문의를 남겼습니다. 답변은 마이페이지에서 확인할 수 있습니다.', 'success');
      router.push('/board/inquiry');
      router.refresh();
    } catch (failure) {
      setError(accountErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {categories.length > 0 && (
        <div className={styles.field}>
          <label htmlFor="inquiry-category">문의 분류</label>
          <select id="inquiry-category" value={categoryNo ?? ''} onChange={(e) => setCategoryNo(Number(e.target.value))}>
            {categories.map((c) => (
              <option key={c.categoryNo} value={c.categoryNo}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor="inquiry-title">제목</label>
        <input id="inquiry-title" maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor="inquiry-content">내용</label>
        <textarea id="inquiry-content" maxLength={2000} value={content} onChange={(e) => setContent(e.target.value)} />
        <p className={styles.hint}>주문 관련 문의는 주문번호를 함께 적어 주시면 빠르게 답변드릴 수 있습니다.</p>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={button.outline} onClick={() => router.back()}>
          취소
        </button>
        <button type="submit" className={button.primary} disabled={busy}>
          문의 등록
        </button>
      </div>
    </form>
  );
}
