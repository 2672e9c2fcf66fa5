import type { ReactElement } from 'react';

export interface HistoryButtonsProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  className?: string;
}

export function HistoryButtons({ canUndo, canRedo, onUndo, onRedo, className }: HistoryButtonsProps): ReactElement {
  return (
    <div className={className} role="group" aria-label="실행 취소">
      <button type="button" onClick={onUndo} disabled={!canUndo}>
        실행 취소
      </button>
      <button type="button" onClick={onRedo} disabled={!canRedo}>
        다시 실행
      </button>
    </div>
  );
}
