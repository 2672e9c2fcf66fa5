'use client';
// Adding or editing a saved address (/address/edit/new, /address/edit/{addressNo}): name, receiver,
// phone, postal search (zone code + road address) and detail, and whether it is the default.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { validateName, validateNumericString } from '@courtside/core/validation';
import { type SavedAddress } from '@courtside/core/api';
import { useShopApi } from '@/components/providers';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import { ActionForm, Field, FormButtons, useAction } from '@/components/ui/form';
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
  const action = useAction();
  const back = safeRedirectPath(returnTo, '/mypage/address');

  const submit = () => {
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
    if (problem) return action.fail(problem);
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
    return action.run(async () => {
      const saved = address ? await shopApi.addresses.update(address.addressNo, request) : await shopApi.addresses.create(request);
      if (isDefault && saved.defaultYn !== 'Y') await shopApi.addresses.setDefault(saved.addressNo);
      showToast('배송지를 저장했습니다.', 'success');
      router.push(back);
      router.refresh();
    });
  };

  // The search dialog sits beside the form, not in it: its own search form must not nest.
  return (
    <>
      <ActionForm
        className={styles.form}
        onSubmit={submit}
        action={action}
        actions={<FormButtons className={styles.actions} onCancel={() => router.push(back)} submitLabel="저장" busy={action.busy} />}
      >
        <Field id="address-name" label="배송지 이름">
          <input id="address-name" maxLength={50} placeholder="예: 집, 회사" value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field id="address-receiver" label="받는 분">
          <input id="address-receiver" autoComplete="name" maxLength={50} value={receiver} onChange={(e) => setReceiver(e.target.value)} />
        </Field>
        <Field id="address-contact" label="연락처">
          <input id="address-contact" type="tel" autoComplete="tel" value={contact} onChange={(e) => setContact(e.target.value)} />
        </Field>
        <Field id="address-zip" label="우편번호">
          <div className={styles.inline}>
            <input id="address-zip" readOnly value={zip} />
            <button type="button" className={button.dark} onClick={() => setSearching(true)}>
              우편번호 검색
            </button>
          </div>
        </Field>
        <Field id="address-road" label="주소">
          <input id="address-road" readOnly value={road} />
        </Field>
        <Field id="address-detail" label="상세 주소">
          <input id="address-detail" maxLength={200} value={detail} onChange={(e) => setDetail(e.target.value)} />
        </Field>
        <label className={styles.check}>
          <input type="checkbox" checked={isDefault} onChange={(e) => setDefault(e.target.checked)} /> 기본 배송지로 저장
        </label>
      </ActionForm>
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
