'use client';
// Terms modal (seed §2): one of the shop's terms documents in a dialog, from the join step and the
// footer. The texts are long, so they are loaded when the dialog opens, not with the page; the
// dialog links to the same text's own page.
import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { Modal, ModalDone } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import type { TermsDocument, TermsKey } from '@/lib/account/terms-text';
import { TermsBody } from './terms-body';

const TITLES: Readonly<Record<TermsKey, string>> = { use: '이용약관', privacy: '개인정보처리방침', marketing: '마케팅 정보 수신 동의' };

export function TermsModal({ terms, onClose }: { terms: TermsKey; onClose: () => void }) {
  const [loaded, setLoaded] = useState<{ document: TermsDocument; page: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/account/terms-text').then((m) => {
      if (live) setLoaded({ document: m.TERMS_DOCUMENTS[terms], page: m.TERMS_PAGES[terms] });
    });
    return () => {
      live = false;
    };
  }, [terms]);
  return (
    <Modal
      open
      onClose={onClose}
      title={loaded?.document.title ?? TITLES[terms]}
      size="large"
      footer={
        <>
          {loaded?.page && (
            <Link href={loaded.page} className={button.outline} target="_blank" rel="noopener">
              전문 페이지로 보기
            </Link>
          )}
          <ModalDone onClose={onClose} />
        </>
      }
    >
      {loaded ? <TermsBody document={loaded.document} headingLevel={3} /> : <p role="status">약관을 불러오는 중입니다.</p>}
    </Modal>
  );
}
