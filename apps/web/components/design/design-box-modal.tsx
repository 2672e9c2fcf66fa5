'use client';
// The design box (my saved designs) with the confirm-design-load and custom-delete dialogs: the
// member's records from /api/custom/dampener, newest first.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DESIGN_SHAPE_LABELS, cushionColorName, recordDesign, type DampenerDesignRecord } from '@courtside/core/design';
import { formatKoreanDateTime } from '@courtside/core/format';
import { useOwnApi } from '@/components/providers';
import { useAction } from '@/components/ui/form';
import { Modal, ModalActions } from '@/components/ui/modal';
import { unknownErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { showToast } from '@/lib/toast/toast-store';
import button from '@/components/ui/button.module.css';
import styles from './studio.module.css';
import { Thumbnail } from '@/components/ui/thumbnail';

export const designBoxKey = (memberId: string) => [...queryKeys.member, 'dampener-designs', memberId] as const;

export function useDesignBox(memberId: string | null) {
  const ownApi = useOwnApi();
  return useQuery({
    queryKey: designBoxKey(memberId ?? ''),
    queryFn: async () => (await ownApi.dampeners.list(memberId ?? '')).map(recordDesign).filter((r): r is DampenerDesignRecord => r !== null),
    enabled: memberId !== null,
  });
}

interface DesignBoxProps {
  open: boolean;
  memberId: string;
  onClose: () => void;
  onLoad: (record: DampenerDesignRecord) => void;
}

export function DesignBoxModal({ open, memberId, onClose, onLoad }: DesignBoxProps) {
  const ownApi = useOwnApi();
  const queryClient = useQueryClient();
  const box = useDesignBox(open ? memberId : null);
  const [loading, setLoading] = useState<DampenerDesignRecord | null>(null);
  const [deleting, setDeleting] = useState<DampenerDesignRecord | null>(null);
  const remove = useAction({ toMessage: unknownErrorMessage, report: 'toast' });
  const removeRecord = (record: DampenerDesignRecord) =>
    remove.run(async () => {
      await ownApi.dampeners.remove(memberId, record.createTime);
      setDeleting(null);
      showToast('디자인을 삭제했습니다.');
      await queryClient.invalidateQueries({ queryKey: designBoxKey(memberId) });
    });
  const records = box.data ?? [];

  return (
    <>
      <Modal open={open && !loading && !deleting} onClose={onClose} title="디자인 보관함" size="large">
        {box.isPending ? (
          <p className={styles.hint}>불러오는 중…</p>
        ) : records.length === 0 ? (
          <p className={styles.hint}>저장한 디자인이 없습니다.</p>
        ) : (
          <ul className={styles.boxList} data-testid="design-box">
            {records.map((record) => {
              const { design } = record;
              const label = `${formatKoreanDateTime(Date.parse(record.createTime))} 저장, ${DESIGN_SHAPE_LABELS[design.shape]} ${cushionColorName(design.cushionColor)}`;
              return (
                <li key={record.createTime} className={styles.boxItem}>
                  {design.front.previewUrl ? (
                    <Thumbnail src={design.front.previewUrl} alt={`${label} 디자인 미리보기`} size={96} />
                  ) : (
                    <span className={styles.boxBlank} aria-hidden="true" />
                  )}
                  <span className={styles.boxLabel}>{label}</span>
                  <button type="button" className={`${button.primary} ${button.small}`} onClick={() => setLoading(record)} aria-label={`${label} 불러오기`}>
                    불러오기
                  </button>
                  <button type="button" className={`${button.outline} ${button.small}`} onClick={() => setDeleting(record)} aria-label={`${label} 삭제`}>
                    삭제
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Modal>
      <Modal
        open={loading !== null}
        onClose={() => setLoading(null)}
        title="디자인 불러오기"
        size="small"
        footer={
          <ModalActions
            onClose={() => setLoading(null)}
            submitLabel="불러오기"
            onSubmit={() => {
              if (loading) onLoad(loading);
              setLoading(null);
            }}
          />
        }
      >
        <p className={styles.hint}>지금 작업 중인 디자인은 사라집니다. 저장한 디자인을 불러올까요?</p>
      </Modal>
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="디자인 삭제"
        size="small"
        footer={<ModalActions onClose={() => setDeleting(null)} submitLabel="삭제" variant="dark" disabled={remove.busy} onSubmit={() => deleting && void removeRecord(deleting)} />}
      >
        <p className={styles.hint}>삭제한 디자인은 보관함에서 다시 볼 수 없습니다. 삭제할까요?</p>
      </Modal>
    </>
  );
}
