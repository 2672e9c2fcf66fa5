'use client';
// Dependent selects for up to four option levels: each level offers the children of the value
// chosen above it; sold-out values are shown but cannot be chosen.
import { formatWon } from '@courtside/core/format';
import { type MultiLevelOption } from '@courtside/core/api';
import { choicesAt, isSoldOut } from '@/lib/catalogue/option-tree';
import { useEffect, useRef } from 'react';
import styles from './purchase-panel.module.css';

export interface OptionSelectsProps {
  labels: readonly string[];
  tree: readonly MultiLevelOption[];
  chosen: readonly string[];
  onChoose: (level: number, value: string) => void;
  disabled?: boolean;
}

function optionText(node: MultiLevelOption, last: boolean): string {
  let text = node.value;
  if (last && node.addPrice) text += ` (${node.addPrice > 0 ? '+' : ''}${formatWon(node.addPrice)})`;
  if (isSoldOut(node)) text += ' (품절)';
  return text;
}

export function OptionSelects({ labels, tree, chosen, onChoose, disabled = false }: OptionSelectsProps) {
  // The selects work in the page's HTML before this code arrives (the panel hydrates when the
  // shopper reaches for it, components/ui/intent-island.tsx): a first-level value picked then shows
  // in the select, and is taken up here so the next level opens.
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const picked = first.current?.value;
    if (picked) onChoose(0, picked);
    // Once, when the code arrives.
  }, []);
  return (
    <div className={styles.selects}>
      {labels.map((label, level) => {
        const choices = choicesAt(tree, chosen, level);
        const last = level === labels.length - 1;
        const id = `option-level-${level}`;
        return (
          <div key={label + level} className={styles.field}>
            <label htmlFor={id} className={styles.fieldLabel}>
              {label}
            </label>
            <select
              id={id}
              ref={level === 0 ? first : undefined}
              className={styles.select}
              value={chosen[level] ?? ''}
              disabled={disabled || (level > 0 && chosen[level - 1] === undefined)}
              onChange={(event) => onChoose(level, event.target.value)}
            >
              <option value="">{level > 0 && chosen[level - 1] === undefined ? `${labels[level - 1]}을(를) 먼저 선택해 주세요` : `${label} 선택`}</option>
              {choices.map((node) => (
                <option key={node.value} value={node.value} disabled={isSoldOut(node)}>
                  {optionText(node, last)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
