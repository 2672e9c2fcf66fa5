'use client';
// Dependent selects for up to four option levels: each level offers the children of the value
// chosen above it; sold-out values are shown but cannot be chosen.
import { formatWon } from '@courtside/core/format';
import { type MultiLevelOption } from '@courtside/core/api';
import { choicesAt, isSoldOut } from '@/lib/catalogue/option-tree';
import { useHydrated } from '@/lib/use-hydrated';
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
  // A value picked before hydration would show in the select but not in `chosen`, leaving the
  // next level locked: the selects open once their code runs.
  const hydrated = useHydrated();
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
              className={styles.select}
              value={chosen[level] ?? ''}
              disabled={!hydrated || disabled || (level > 0 && chosen[level - 1] === undefined)}
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
