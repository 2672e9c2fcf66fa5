'use client';
// Adding or editing a saved address (/address/edit/new, /address/edit/{addressNo}): name, receiver,
// phone, postal search (zone code + road address) and detail, and whether it is the default.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { validateName, validateNumericString, type SavedAddress } from '@courtside/core';
import { useShopApi } from '@/components/providers';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import { accountErrorMessage } from '@/lib/account/account-error';
import { mobileDigits } from '@/lib/account/join-form';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { showToast } from '@/lib/toast/toast-store';
import { PostalSearch } from './postal-search';
import styles from './mypage.module.css';

export interface AddressPrefill {
  zonecode?: string;
  roadAddress?: string;
  jibunAddress?: string;
}

export function AddressForm({ address, prefill, returnTo }: { address: SavedAddress | null; prefill: AddressPrefill; returnTo: string | null }) {
  const shopApi = useShopApi();
  const router = useRouter();
  const [name, setName] = useState(address?.addressName ?? '');
  const [receiver, setReceiver] = useState(address?.receiverName ?? '');
  const [contact, setContact] = useState(address?.receiverContact1 ?? '');
  const [zip, setZip] = useState(prefill.zonecode ?? address?.receiverZipCd ?? '');
  const [road, setRoad] = useState(prefill.roadAddress ?? address?.receiverAddress ?? '');
  const [jibun, setJibun] = useState(prefill.jibunAddress ?? address?.receiverJibunAddress ?? '');
  const [detail, setDetail] = useState(address?.receiverDetailAddress ?? '');
  const [isDefault, setDefault] = useState(address?.defaultYn === 'Y');
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const back = safeRedirectPath(returnTo, '/mypage/address');

  const submit = async () => {
    const receiverCheck = validateName(receiver);
    const contactCheck = validateNumericString(mobileDigits(contact));
    const problem = !receiverCheck.ok
      ? `받는 분: ${receiverCheck.message}`
      : !contactCheck.ok
        ? `연락처: ${contactCheck.message}`
        : !zip || !road
          ? '우편번호 검색으로 주소를 입력해 주세요.'
          : !detail.trim()
            ? '상세 주소를 입력해 주세요.'
            : null;
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    const request = {
      addressName: name.trim() || receiver.trim(),
      receiverName: receiver.trim(),
      receiverContact1: mobileDigits(contact),
      receiverZipCd: zip,
      receiverAddress: road,
      receiverJibunAddress: jibun,
      receiverDetailAddress: detail.trim(),
      addressType: 'BOOK' as const,
      defaultYn: isDefault ? ('Y' as const) : ('N' as const),
    };
    try {
      const saved = address ? await shopApi.addresses.update(address.addressNo, request) : await shopApi.addresses.create(request);
      if (isDefault && saved.defaultYn !== 'Y') await shopApi.addresses.setDefault(saved.addressNo);
      showToast('배송지를 저장했습니다.', 'success');
      router.push(back);
      router.refresh();
    } catch (failure) {
      setError(accountErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  // The search dialog sits beside the form, not in it: its own search form must not nest.
  return (
    <>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className={styles.field}>
          <label htmlFor="address-name">배송지 이름</label>
          <input id="address-name" maxLength={50} placeholder="예: 집, 회사" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="address-receiver">받는 분</label>
          <input id="address-receiver" autoComplete="name" maxLength={50} value={receiver} onChange={(e) => setReceiver(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="address-contact">연락처</label>
          <input id="address-contact" type="tel" autoComplete="tel" value={contact} onChange={(e) => setContact(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="address-zip">우편번호</label>
          <div className={styles.inline}>
            <input id="address-zip" readOnly value={zip} />
            <button type="button" className={button.dark} onClick={() => setSearching(true)}>
              우편번호 검색
            </button>
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="address-road">주소</label>
          <input id="address-road" readOnly value={road} />
        </div>
        <div className={styles.field}>
          <label htmlFor="address-detail">상세 주소</label>
          <input id="address-detail" maxLength={200} value={detail} onChange={(e) => setDetail(e.target.value)} />
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={isDefault} onChange={(e) => setDefault(e.target.checked)} /> 기본 배송지로 저장
        </label>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={button.outline} onClick={() => router.push(back)}>
            취소
          </button>
          <button type="submit" className={button.primary} disabled={busy}>
            저장
          </button>
        </div>
      </form>
      <Modal open={searching} onClose={() => setSearching(false)} title="우편번호 검색" size="large">
        <PostalSearch
          autoFocus
          onPick={(picked) => {
            setZip(picked.zonecode);
            setRoad(picked.roadAddress);
            setJibun(picked.jibunAddress);
            setSearching(false);
          }}
        />
      </Modal>
    </>
  );
}
