'use client';
// Text tool: types Korean (or any) text onto the side, or edits the selected text layer.
import { useEffect, useId, useState } from 'react';
import {
  DEFAULT_DESIGN_FONT,
  DESIGN_FONTS,
  FONT_SIZE_MM,
  MAX_TEXT_LENGTH,
  PALETTE_COLORS,
  type TextChanges,
  type TextLayer,
} from '@courtside/core/design';
import button from '@/components/ui/button.module.css';
import styles from './studio.module.css';

interface TextToolProps {
  selected: TextLayer | null;
  disabled: boolean;
  onAdd: (text: Required<TextChanges>) => void;
  onChange: (changes: TextChanges) => void;
}

export function TextTool({ selected, disabled, onAdd, onChange }: TextToolProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [font, setFont] = useState<string>(DEFAULT_DESIGN_FONT);
  const [fontSize, setFontSize] = useState<number>(FONT_SIZE_MM.default);
  const [color, setColor] = useState('#111111');

  useEffect(() => {
    if (!selected) return;
    setText(selected.text);
    setFont(selected.font);
    setFontSize(selected.fontSize);
    setColor(selected.color);
  }, [selected]);

  const change = (changes: TextChanges) => {
    if (selected) onChange(changes);
  };

  return (
    <fieldset className={styles.tool} disabled={disabled}>
      <legend>텍스트</legend>
      <label htmlFor={`${id}-text`}>문구</label>
      <input
        id={`${id}-text`}
        value={text}
        maxLength={MAX_TEXT_LENGTH}
        placeholder="예: 코트사이드"
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.toolRow}>
        <label htmlFor={`${id}-font`}>글꼴</label>
        <select id={`${id}-font`} value={font} onChange={(event) => { setFont(event.target.value); change({ font: event.target.value }); }}>
          {DESIGN_FONTS.map((f) => (
            <option key={f.key} value={f.key}>
              {f.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-size`}>크기(mm)</label>
        <input
          id={`${id}-size`}
          type="number"
          min={FONT_SIZE_MM.min}
          max={FONT_SIZE_MM.max}
          step={0.5}
          value={fontSize}
          onChange={(event) => {
            const next = Number(event.target.value);
            setFontSize(next);
            if (Number.isFinite(next)) change({ fontSize: next });
          }}
        />
        <label htmlFor={`${id}-color`}>색상</label>
        <select id={`${id}-color`} value={color} onChange={(event) => { setColor(event.target.value); change({ color: event.target.value }); }}>
          <option value="#111111">블랙</option>
          {PALETTE_COLORS.filter((c) => c.key !== 'black').map((c) => (
            <option key={c.key} value={c.hex}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.toolRow}>
        {selected && (
          <button type="button" className={`${button.outline} ${button.small}`} onClick={() => change({ text, font, fontSize, color })}>
            텍스트 수정
          </button>
        )}
        <button
          type="button"
          className={`${button.dark} ${button.small}`}
          disabled={text.trim() === ''}
          onClick={() => {
            onAdd({ text: text.trim(), font, fontSize, color });
            setText('');
          }}
        >
          텍스트 추가
        </button>
      </div>
    </fieldset>
  );
}
