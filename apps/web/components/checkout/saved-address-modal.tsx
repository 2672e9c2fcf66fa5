'use client';
// 배송지 목록 for members: the default address, the address book and recent addresses
// (GET /profile/shipping-addresses); choosing one fills the receiver fields.
import { useQuery } from '@tanstack/react-query';
import { formatPhoneNumber } from '@courtside/core/format';
import { isShopApiError, type SavedAddress } from '@courtside/core/api';
import { useShopApi } from '@/components/providers';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import styles from './checkout.module.css';

export function SavedAddressModal({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (address: SavedAddress) => void }) {
  const shopApi = useShopApi();
  const list = useQuery({ queryKey: ['member', 'shipping-addresses'], queryFn: () => shopApi.addresses.list(), enabled: open });
  const addresses = list.data ? dedupe([...(list.data.defaultAddress ? [list.data.defaultAddress] : []), ...list.data.bookedAddresses, ...list.data.recentAddresses]) : [];
  return (
    <Modal open={open} onClose={onClose} title="배송지 목록" size="large">
      {list.isPending && <p role="status" className={styles.muted}>배송지를 불러오는 중입니다.</p>}
      {list.isError && <p role="alert" className={styles.fieldError}>{isShopApiError(list.error) ? list.error.message : '배송지를 불러오지 못했습니다.'}</p>}
      {list.data && addresses.length === 0 && <p className={styles.muted}>저장된 배송지가 없습니다. 우편번호 찾기로 새 주소를 입력해 주세요.</p>}
      <ul className={styles.addressList}>
        {addresses.map((address) => (
          <li key={address.addressNo} className={styles.savedAddress}>
            <div>
              <p className={styles.savedName}>
                {address.addressName || address.receiverName}
                {address.defaultYn === 'Y' && <span className={styles.badge}>기본 배송지</span>}
                {address.addressType === 'RECENT' && <span className={styles.badgeMuted}>최근 배송지</span>}
              </p>
              <p className={styles.road}>
                [{address.receiverZipCd}] {address.receiverAddress} {address.receiverDetailAddress}
              </p>
              <p className={styles.jibun}>
                {address.receiverName} · {formatPhoneNumber(address.receiverContact1)}
              </p>
            </div>
            <button type="button" className={`${button.outline} ${button.small}`} onClick={() => onPick(address)} aria-label={`${address.addressName || address.receiverName} 배송지 선택`}>
              선택
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** A recent address that is also in the book shows once. */
function dedupe(addresses: SavedAddress[]): SavedAddress[] {
  const seen = new Set<string>();
  return addresses.filter((a) => {
    const key = [a.receiverZipCd, a.receiverAddress, a.receiverDetailAddress, a.receiverName].join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
