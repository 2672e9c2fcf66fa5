'use client';
// Bug report modal (seed §2): posts to the bug-reports board (280047). Visitors may report too
// (the board takes a guest name); a screenshot goes up through /api/upload first.
import { useState } from 'react';
import { BOARD_IDS } from '@courtside/core/constants';
import { useOwnApi, useShopApi } from '@/components/providers';
import { Field, FormModal, useAction } from '@/components/ui/form';
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
  const action = useAction();

  const submit = () => {
    if (!title.trim() || !content.trim() || (!loggedIn && !guestName.trim())) {
      return action.fail('제목, 내용' + (loggedIn ? '을' : ', 이름을') + ' 입력해 주세요.');
    }
    return action.run(async () => {
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
    });
  };

  return (
    <FormModal open={open} onClose={onClose} title="오류 제보하기" submitLabel="제보하기" action={action} onSubmit={submit} className={styles.form}>
      <p className={styles.muted}>불편했던 점을 알려 주시면 빠르게 고치겠습니다.</p>
      {!loggedIn && (
        <Field id="bug-name" label="이름">
          <input id="bug-name" maxLength={30} value={guestName} onChange={(e) => setGuestName(e.target.value)} />
        </Field>
      )}
      <Field id="bug-title" label="제목">
        <input id="bug-title" maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field id="bug-content" label="내용">
        <textarea id="bug-content" maxLength={2000} value={content} onChange={(e) => setContent(e.target.value)} />
      </Field>
      <Field id="bug-file" label="화면 캡처 (선택)">
        <input id="bug-file" type="file" accept="image/jpeg,image/png,image/gif,image/webp" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </Field>
    </FormModal>
  );
}
