'use client';
// The pod option modal (choose the partner variant by its options) and the option detail modal
// (what that variant is, its price and whether the mall has it in stock).
import { Fragment, useMemo, useState } from 'react';
import { formatWon } from '@courtside/core/format';
import { type PodOption, type PodVariant } from '@courtside/core/api';
import { Modal, ModalDone } from '@/components/ui/modal';
import type { MallStock } from '@/lib/pod/pod-cart';
import button from '@/components/ui/button.module.css';
import styles from './pod.module.css';

export type { MallStock } from '@/lib/pod/pod-cart';

/** The variant whose options equal the picked values, or null. */
export function variantFor(variants: readonly PodVariant[], picked: Readonly<Record<string, string>>): PodVariant | null {
  return variants.find((v) => Object.entries(v.options ?? {}).every(([name, value]) => picked[name] === value)) ?? null;
}

export function PodOptionModal({
  open,
  onClose,
  options,
  variants,
  stock,
  onConfirm,
  confirmLabel = '디자인 시작',
}: {
  open: boolean;
  onClose: () => void;
  options: readonly PodOption[];
  variants: readonly PodVariant[];
  stock: MallStock;
  onConfirm: (variant: PodVariant) => void;
  confirmLabel?: string;
}) {
  const first = variants[0];
  const [picked, setPicked] = useState<Record<string, string>>(() => ({ ...(first?.options ?? {}) }));
  const [detailOpen, setDetailOpen] = useState(false);
  const variant = useMemo(() => variantFor(variants, picked), [variants, picked]);
  const mall = variant ? stock[variant.variant_id] : undefined;
  const unavailable = !variant || !mall || mall.soldOut;

  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title="옵션 선택"
        footer={
          <>
            <button type="button" className={button.outline} disabled={!variant} onClick={() => setDetailOpen(true)}>
              옵션 상세
            </button>
            <button type="button" className={button.primary} disabled={unavailable} onClick={() => variant && onConfirm(variant)}>
              {confirmLabel}
            </button>
          </>
        }
      >
        {options.length === 0 && <p>선택할 옵션이 없는 상품입니다.</p>}
        {options.map((option) => (
          <label key={option.name} className={styles.optionField}>
            {option.name}
            <select value={picked[option.name] ?? ''} onChange={(e) => setPicked((current) => ({ ...current, [option.name]: e.target.value }))}>
              {option.values.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
        ))}
        <p className={styles.optionSummary} aria-live="polite">
          {!variant
            ? '선택한 조합의 상품이 없습니다.'
            : !mall
              ? '지금은 주문할 수 없는 옵션입니다.'
              : mall.soldOut
                ? `${variant.name} · 품절`
                : `${variant.name} · ${formatWon(mall.price)}`}
        </p>
      </Modal>
      {variant && <PodOptionDetailModal open={open && detailOpen} onClose={() => setDetailOpen(false)} variant={variant} mall={mall} />}
    </>
  );
}

export function PodOptionDetailModal({ open, onClose, variant, mall }: { open: boolean; onClose: () => void; variant: PodVariant; mall: MallStock[string] }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="옵션 상세"
      size="small"
      footer={<ModalDone onClose={onClose} />}
    >
      <dl className={styles.details}>
        <dt>상품</dt>
        <dd>{variant.name}</dd>
        {Object.entries(variant.options ?? {}).map(([name, value]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt>판매가</dt>
        <dd>{mall ? formatWon(mall.price) : '판매하지 않는 옵션'}</dd>
        <dt>재고</dt>
        <dd>{!mall ? '-' : mall.soldOut ? '품절' : '주문 가능'}</dd>
        <dt>옵션 코드</dt>
        <dd>{variant.variant_id}</dd>
      </dl>
    </Modal>
  );
}
