'use client';
// Product inquiries: 10 a page (seed §9), newest first. A secret inquiry shows 비밀글입니다 to
// everyone but its writer; the writer can edit or delete their own while it may be changed.
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { INQUIRY_PAGE_SIZE } from '@courtside/core/constants';
import { type ProductInquiry } from '@courtside/core/api';
import { useShopApi } from '@/components/providers';
import { Pagination } from '@/components/ui/pagination';
import button from '@/components/ui/button.module.css';
import { INQUIRY_TYPE_LABELS, SECRET_INQUIRY_TEXT, maskMemberId, ymdtDot } from '@/lib/community/community-text';
import { queryKeys } from '@/lib/query-keys';
import { loginPathFor } from '@/lib/safe-redirect';
import { useAuthStore } from '@/lib/session/auth-store';
import { InquiryDeleteModal } from './inquiry-delete-modal';
import { InquiryFormModal } from './inquiry-form-modal';
import styles from './community.module.css';
import { useCurrentPath } from '@/components/layout/last-page';

type Editing = { mode: 'create' } | { mode: 'edit'; inquiry: ProductInquiry } | null;

export function InquirySection({ productNo }: { productNo: number }) {
  const shopApi = useShopApi();
  const router = useRouter();
  const pathname = useCurrentPath();
  const loggedIn = useAuthStore((state) => state.session.status === 'active');
  const hydrated = useAuthStore((state) => state.hydrated);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ProductInquiry | null>(null);

  const inquiries = useQuery({
    queryKey: [...queryKeys.inquiries(productNo, page), loggedIn],
    queryFn: () => shopApi.inquiries.list(productNo, { pageNumber: page, pageSize: INQUIRY_PAGE_SIZE }),
    enabled: hydrated,
  });
  const total = inquiries.data?.totalCount ?? 0;

  return (
    <section className={styles.section} aria-labelledby="inquiries-title">
      <div className={styles.sectionHead}>
        <h2 id="inquiries-title" className={styles.sectionTitle}>
          상품 문의 <span className={styles.count}>{total}</span>
        </h2>
        <button
          type="button"
          className={`${button.dark} ${button.small}`}
          disabled={!hydrated}
          onClick={() => (loggedIn ? setEditing({ mode: 'create' }) : router.push(loginPathFor(pathname)))}
        >
          문의하기
        </button>
      </div>

      {inquiries.isError ? (
        <p className={styles.empty} role="alert">
          문의를 불러오지 못했습니다.
        </p>
      ) : inquiries.data && inquiries.data.items.length === 0 ? (
        <p className={styles.empty}>등록된 문의가 없습니다.</p>
      ) : (
        <ul className={styles.list} aria-busy={inquiries.isPending}>
          {(inquiries.data?.items ?? []).map((inquiry) => {
            const hidden = inquiry.secreted && !inquiry.myInquiry;
            const open = expanded === inquiry.inquiryNo;
            const panelId = `inquiry-${inquiry.inquiryNo}`;
            return (
              <li key={inquiry.inquiryNo} className={styles.item} data-testid="inquiry">
                <button
                  type="button"
                  className={styles.itemButton}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setExpanded(open ? null : inquiry.inquiryNo)}
                >
                  <span className={styles.itemMeta}>
                    <span className={inquiry.replied ? styles.answered : styles.waiting}>{inquiry.replied ? '답변완료' : '답변대기'}</span>
                    <span>{INQUIRY_TYPE_LABELS[inquiry.type] ?? '기타'}</span>
                    <span>{inquiry.nickName ?? maskMemberId(inquiry.memberId)}</span>
                    <span>{ymdtDot(inquiry.registerYmdt)}</span>
                  </span>
                  <span className={styles.itemTitle}>
                    {inquiry.secreted && <span aria-label="비밀글">🔒 </span>}
                    {hidden ? SECRET_INQUIRY_TEXT : inquiry.title}
                  </span>
                </button>
                {open && (
                  <div id={panelId} className={styles.panel}>
                    {hidden ? (
                      <p>{SECRET_INQUIRY_TEXT} 작성자만 볼 수 있습니다.</p>
                    ) : (
                      <>
                        <p className={styles.detailText}>{inquiry.content}</p>
                        {inquiry.answers.map((answer) => (
                          <div key={answer.inquiryNo} className={styles.answer}>
                            <p className={styles.answerHead}>코트사이드 답변 · {ymdtDot(answer.registerYmdt)}</p>
                            <p className={styles.detailText}>{answer.content}</p>
                          </div>
                        ))}
                        {inquiry.myInquiry && (
                          <div className={styles.ownActions}>
                            {inquiry.modifiable && (
                              <button type="button" className={`${button.outline} ${button.small}`} onClick={() => setEditing({ mode: 'edit', inquiry })}>
                                수정
                              </button>
                            )}
                            <button type="button" className={`${button.outline} ${button.small}`} onClick={() => setDeleting(inquiry)}>
                              삭제
                            </button>
                          </div>
                        )}
                      </>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} totalCount={total} pageSize={INQUIRY_PAGE_SIZE} onChange={setPage} label="문의 페이지" />

      {editing && <InquiryFormModal productNo={productNo} inquiry={editing.mode === 'edit' ? editing.inquiry : null} onClose={() => setEditing(null)} />}
      {deleting && <InquiryDeleteModal productNo={productNo} inquiry={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
