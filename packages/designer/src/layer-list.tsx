// The side's layers, top first, with select, raise, lower and delete; keyboard reachable buttons.
import type { ReactElement } from 'react';
import type { DesignAction, DesignLayer, DesignSideName } from '@courtside/core/design';

export interface LayerListProps {
  layers: readonly DesignLayer[];
  side: DesignSideName;
  editable: boolean;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onEdit: (action: DesignAction) => void;
  className?: string;
}

export function layerLabel(layer: DesignLayer, index: number): string {
  return layer.kind === 'text' ? `텍스트: ${layer.text.replace(/\n/g, ' ') || '(빈 텍스트)'}` : `이미지 ${index + 1}`;
}

export function LayerList({ layers, side, editable, selectedId, onSelect, onEdit, className }: LayerListProps): ReactElement {
  const topFirst = layers.map((layer, index) => ({ layer, index })).reverse();
  if (layers.length === 0) return <p className={className}>아직 추가한 이미지나 텍스트가 없습니다.</p>;
  return (
    <ol className={className} aria-label="레이어 목록" data-testid="layer-list">
      {topFirst.map(({ layer, index }) => {
        const label = layerLabel(layer, index);
        return (
          <li key={layer.id} data-selected={layer.id === selectedId}>
            <button type="button" onClick={() => onSelect(layer.id)} aria-pressed={layer.id === selectedId}>
              {label}
            </button>
            <button type="button" disabled={!editable || index === layers.length - 1} onClick={() => onEdit({ type: 'reorderLayer', side, id: layer.id, to: 'up' })} aria-label={`${label} 앞으로`}>
              ▲
            </button>
            <button type="button" disabled={!editable || index === 0} onClick={() => onEdit({ type: 'reorderLayer', side, id: layer.id, to: 'down' })} aria-label={`${label} 뒤로`}>
              ▼
            </button>
            <button type="button" disabled={!editable} onClick={() => onEdit({ type: 'removeLayer', side, id: layer.id })} aria-label={`${label} 삭제`}>
              삭제
            </button>
          </li>
        );
      })}
    </ol>
  );
}
