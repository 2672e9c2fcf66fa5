'use client';
// The studio's dialogs, one open at a time: shape → material on the first visit (the wizard ends
// with the focus on the canvas), the extended colours, preview, the design box, save, guest guide.
import type { Dispatch, SetStateAction } from 'react';
import type { DampenerDesign, DampenerDesignRecord, DesignAction, DesignShape } from '@courtside/core/design';
import { AddColorModal, MaterialModal, ShapeModal } from './design-choice-modals';
import { DesignBoxModal } from './design-box-modal';
import { DesignPreviewModal } from './design-preview-modal';
import { GuestGuideModal } from './guest-guide-modal';
import { SaveDesignModal } from './save-design-modal';

export type StudioDialog = 'shape' | 'material' | 'color' | 'preview' | 'box' | 'save' | 'guest' | null;

export interface StudioDialogsProps {
  dialog: StudioDialog;
  /** The studio's state setter: closing reads the dialog open now, not the one this render saw. */
  onDialog: Dispatch<SetStateAction<StudioDialog>>;
  design: DampenerDesign;
  edit: (action: DesignAction) => void;
  /** The first visit walks through shape, then material; later changes open one dialog at a time. */
  onboarding: boolean;
  onOnboarding: (onboarding: boolean) => void;
  focusCanvas: () => void;
  memberId: string | null;
  loadedCreateTime: string | null;
  saving: boolean;
  onLoad: (record: DampenerDesignRecord) => void;
  onSave: (mode: 'new' | 'overwrite') => void;
  pathname: string;
  onGuestCart: () => void;
}

export function StudioDialogs(props: StudioDialogsProps) {
  const { dialog, onDialog, design, edit, onboarding, onOnboarding, focusCanvas, memberId } = props;
  // A native dialog reports its close after the fact: only close what is still open, so closing
  // one dialog to open the next (shape → material) does not shut the next one too.
  const closeDialog = (name: Exclude<StudioDialog, null>) => () => onDialog((current) => (current === name ? null : current));
  return (
    <>
      <ShapeModal
        open={dialog === 'shape'}
        current={design.shape}
        onClose={closeDialog('shape')}
        onPick={(shape: DesignShape) => {
          edit({ type: 'setShape', shape });
          onDialog(onboarding ? 'material' : null);
          if (!onboarding) focusCanvas();
        }}
      />
      <MaterialModal
        open={dialog === 'material'}
        current={design.cushionMaterial}
        onClose={() => {
          if (onboarding) focusCanvas();
          onOnboarding(false);
          closeDialog('material')();
        }}
        onPick={(material) => {
          edit({ type: 'setMaterial', material });
          onOnboarding(false);
          onDialog(null);
          focusCanvas();
        }}
      />
      <AddColorModal
        open={dialog === 'color'}
        current={design.cushionColor.palette === 'extended' ? design.cushionColor.key : null}
        onClose={closeDialog('color')}
        onPick={(key) => {
          edit({ type: 'setCushionColor', color: { palette: 'extended', key } });
          onDialog(null);
        }}
      />
      <DesignPreviewModal open={dialog === 'preview'} design={design} onClose={closeDialog('preview')} />
      {memberId && <DesignBoxModal open={dialog === 'box'} memberId={memberId} onClose={closeDialog('box')} onLoad={props.onLoad} />}
      <SaveDesignModal open={dialog === 'save'} loadedCreateTime={props.loadedCreateTime} saving={props.saving} onClose={closeDialog('save')} onSave={props.onSave} />
      <GuestGuideModal
        open={dialog === 'guest'}
        returnPath={props.pathname}
        onClose={closeDialog('guest')}
        onGuest={() => {
          onDialog(null);
          props.onGuestCart();
        }}
      />
    </>
  );
}
