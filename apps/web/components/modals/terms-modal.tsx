'use client';
// Terms modal (seed §2): one of the shop's terms documents in a dialog, from the join step and the footer.
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import { TERMS_DOCUMENTS, type TermsKey } from '@/lib/account/terms-text';
import { TermsBody } from './terms-body';

export function TermsModal({ terms, onClose }: { terms: TermsKey; onClose: () => void }) {
  const document = TERMS_DOCUMENTS[terms];
  return (
    <Modal
      open
      onClose={onClose}
      title={document.title}
      size="large"
      footer={
        <button type="button" className={button.primary} onClick={onClose}>
          확인
        </button>
      }
    >
      <TermsBody document={document} headingLevel={3} />
    </Modal>
  );
}
