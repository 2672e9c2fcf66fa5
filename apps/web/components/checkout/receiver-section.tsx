'use client';
// 배송지 정보: receiver name and phone (or "same as orderer"), the postal-code search filling the
// postal code and road address, the detail address, a delivery memo; members can pick a saved
// address and save a new one. The remote-area fee is announced once the address is known.
import { useCallback, useEffect, useState } from 'react';
import { formatWon } from '@courtside/core/format';
import { type SavedAddress } from '@courtside/core/api';
import type { CheckoutErrors, ReceiverFields } from '@/lib/checkout/checkout-form';
import button from '@/components/ui/button.module.css';
import { PostcodeModal, type PickedAddress } from './postcode-modal';
import { SavedAddressModal } from './saved-address-modal';
import { TextField, fieldId } from './text-field';
import styles from './checkout.module.css';

export interface ReceiverSectionProps {
  receiver: ReceiverFields;
  deliveryMemo: string;
  errors: CheckoutErrors;
  member: boolean;
  sameAsOrderer: boolean;
  saveAddressBook: boolean;
  remoteDelivery: number;
  onChange: (patch: Partial<ReceiverFields>) => void;
  /** A new postal code: the amounts are recalculated for it (remote-area fee). */
  onAddress: (patch: Partial<ReceiverFields>) => void;
  onMemo: (memo: string) => void;
  onSameAsOrderer: (same: boolean) => void;
  onSaveAddressBook: (save: boolean) => void;
}

export function ReceiverSection(props: ReceiverSectionProps) {
  const { receiver, errors, member, onAddress } = props;
  const [postcodeOpen, setPostcodeOpen] = useState(false);
  const [savedOpen, setSavedOpen] = useState(false);
  // Bumped when an address was picked: the detail address is what the shopper types next. An
  // effect of this (parent) component runs after the modal's own, which hands focus back to the
  // button that opened it.
  const [focusDetail, setFocusDetail] = useState(0);
  useEffect(() => {
    if (focusDetail > 0) document.getElementById(fieldId('receiverDetailAddress'))?.focus();
  }, [focusDetail]);

  const pickPostcode = useCallback(
    (picked: PickedAddress) => {
      setPostcodeOpen(false);
      onAddress({ zipCd: picked.zonecode, address: picked.roadAddress, jibunAddress: picked.jibunAddress, detailAddress: '', addressNo: 0 });
      setFocusDetail((n) => n + 1);
    },
    [onAddress],
  );

  const pickSaved = (saved: SavedAddress) => {
    setSavedOpen(false);
    onAddress({
      name: saved.receiverName,
      phone: saved.receiverContact1,
      zipCd: saved.receiverZipCd,
      address: saved.receiverAddress,
      jibunAddress: saved.receiverJibunAddress ?? '',
      detailAddress: saved.receiverDetailAddress,
      addressNo: saved.addressNo,
    });
  };

  return (
    <section className={styles.section} aria-labelledby="receiver-title">
      <div className={styles.sectionHead}>
        <h2 id="receiver-title" className={styles.sectionTitle}>
          배송지 정보
        </h2>
        {member && (
          <button type="button" className={`${button.outline} ${button.small}`} onClick={() => setSavedOpen(true)}>
            배송지 목록
          </button>
        )}
      </div>
      <label className={styles.checkLine}>
        <input type="checkbox" checked={props.sameAsOrderer} onChange={(event) => props.onSameAsOrderer(event.target.checked)} />
        주문자 정보와 동일
      </label>
      <div className={styles.fields}>
        <TextField id={fieldId('receiverName')} label="받는 분" value={receiver.name} onChange={(name) => props.onChange({ name })} error={errors.receiverName} required autoComplete="shipping name" maxLength={50} />
        <TextField
          id={fieldId('receiverPhone')}
          label="받는 분 휴대폰 번호"
          value={receiver.phone}
          onChange={(phone) => props.onChange({ phone })}
          error={errors.receiverPhone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="shipping tel"
          placeholder="010-1234-5678"
          maxLength={20}
        />
        <div className={styles.zipRow}>
          <TextField id={fieldId('receiverZipCd')} label="우편번호" value={receiver.zipCd} onChange={() => undefined} error={errors.receiverZipCd} required readOnly placeholder="우편번호 찾기를 눌러 주세요" />
          <button type="button" className={button.dark} onClick={() => setPostcodeOpen(true)}>
            우편번호 찾기
          </button>
        </div>
        <TextField id="checkout-receiverAddress" label="주소" value={receiver.address} onChange={() => undefined} readOnly hint={receiver.jibunAddress ? `지번 ${receiver.jibunAddress}` : undefined} />
        <TextField
          id={fieldId('receiverDetailAddress')}
          label="상세 주소"
          value={receiver.detailAddress}
          onChange={(detailAddress) => props.onChange({ detailAddress })}
          error={errors.receiverDetailAddress}
          required
          autoComplete="shipping address-line2"
          placeholder="동, 호수 등 나머지 주소"
          maxLength={100}
        />
        {props.remoteDelivery > 0 && (
          <p className={styles.remoteNotice} role="status">
            제주·도서산간 지역이라 추가 배송비 {formatWon(props.remoteDelivery)}이 붙습니다.
          </p>
        )}
        <TextField id="checkout-deliveryMemo" label="배송 메모 (선택)" value={props.deliveryMemo} onChange={props.onMemo} placeholder="예: 문 앞에 놓아 주세요" maxLength={100} />
        {member && receiver.addressNo === 0 && (
          <label className={styles.checkLine}>
            <input type="checkbox" checked={props.saveAddressBook} onChange={(event) => props.onSaveAddressBook(event.target.checked)} />
            배송지 목록에 추가
          </label>
        )}
      </div>
      <PostcodeModal open={postcodeOpen} onClose={() => setPostcodeOpen(false)} onPick={pickPostcode} />
      {member && <SavedAddressModal open={savedOpen} onClose={() => setSavedOpen(false)} onPick={pickSaved} />}
    </section>
  );
}
