// Saved addresses: the default first, then the address book; each with edit / default / delete.
import { formatPhoneNumber } from '@courtside/core/format';
import { type SavedAddress, type ShippingAddressesReply } from '@courtside/core/api';
import { AddressActions } from './address-actions';
import styles from './mypage.module.css';

export function addressesOf(reply: ShippingAddressesReply): SavedAddress[] {
  const book = reply.bookedAddresses.filter((a) => a.addressNo !== reply.defaultAddress?.addressNo);
  return reply.defaultAddress ? [reply.defaultAddress, ...book] : book;
}

export function AddressList({ reply, editReturn }: { reply: ShippingAddressesReply; editReturn: string }) {
  const addresses = addressesOf(reply);
  if (addresses.length === 0) return <p className={styles.empty}>저장된 배송지가 없습니다.</p>;
  return (
    <ul className={styles.list}>
      {addresses.map((address) => {
        const label = address.addressName || address.receiverName;
        const isDefault = address.defaultYn === 'Y';
        return (
          <li key={address.addressNo} className={styles.card} data-testid="address">
            <div className={styles.cardHead}>
              <h2 className={styles.cardTitle}>
                {label} {isDefault && <span className={styles.badge}>기본 배송지</span>}
              </h2>
            </div>
            <p className={styles.meta}>
              <span>{address.receiverName}</span>
              <span>{address.receiverContact1 ? formatPhoneNumber(address.receiverContact1) : ''}</span>
            </p>
            <p>
              ({address.receiverZipCd}) {address.receiverAddress} {address.receiverDetailAddress}
            </p>
            <AddressActions addressNo={address.addressNo} label={label} isDefault={isDefault} editReturn={editReturn} />
          </li>
        );
      })}
    </ul>
  );
}
