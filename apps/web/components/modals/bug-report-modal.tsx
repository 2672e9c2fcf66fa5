'use client';
// Bug report modal (seed §2): posts to the bug-reports board (280047). Visitors may report too
// (the board takes a guest name); a screenshot goes up through /api/upload first.
import { useState } from 'react';
import { BOARD_IDS } from '@courtside/core';
import { useOwnApi, useShopApi } from '@/components/providers';
import { Modal, ModalActions } from '@/components/ui/modal';
import { accountErrorMessage } from '@/lib/account/account-error';
import { useAuthStore } from '@/lib/session/auth-store';
import { showToast } from '@/lib/toast/toast-store';
import styles from './modals.module.css';

export function BugReportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const shopApi = useShopApi();
  const ownApi = useOwnApi();
  const loggedIn = useAuthStore((s) => s.session.status === 'active');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [guestName, setGuestName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!title.trim() || !content.trim() || (!loggedIn && !guestName.trim())) {
      setError('제목, 내용' + (loggedIn ? '을' : ', 이름을') + ' 입력해 주세요.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const images = [];
      if (file) {
        const body = await file.arrayBuffer();
        const url = await ownApi.uploadFile({ fileName: file.name, fileType: file.type, bucket: 'bug-report', body });
        images.push({ originalFileName: file.name, uploadedFileName: url });
      }
      await shopApi.boards.createArticle(BOARD_IDS.bugReports, {
        articleTitle: title.trim(),
        articleContent: `${content.trim()}\n\n[페이지] ${window.location.pathname}`,
        secreted: true,
        ...(loggedIn ? {} : { guestName: guestName.trim() }),
        ...(images.length > 0 ? { images } : {}),
      });
      showToast('제보해 주셔서 감사합니다. 빠르게 확인하겠습니다.', 'success');
      setTitle('');
      setContent('');
      setFile(null);
      onClose();
    } catch (failure) {
      setError(accountErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="오류 제보하기"
      footer={<ModalActions onClose={onClose} submitLabel="제보하기" disabled={busy} onSubmit={() => void submit()} />}
    >
      <div className={styles.form}>
        <p className={styles.muted}>불편했던 점을 알려 주시면 빠르게 고치겠습니다.</p>
        {!loggedIn && (
          <div className={styles.field}>
            <label htmlFor="bug-name">이름</label>
            <input id="bug-name" maxLength={30} value={guestName} onChange={(e) => setGuestName(e.target.value)} />
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor="bug-title">제목</label>
          <input id="bug-title" maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="bug-content">내용</label>
          <textarea id="bug-content" maxLength={2000} value={content} onChange={(e) => setContent(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="bug-file">화면 캡처 (선택)</label>
          <input id="bug-file" type="file" accept="image/jpeg,image/png,image/gif,image/webp" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
