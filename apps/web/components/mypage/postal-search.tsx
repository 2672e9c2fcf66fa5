'use client';
// Postal-code search over the bundled address set (lib/address): type a road name, building or
// five-digit code; each result gives the zone code and the road address (seed §2 widget contract).
import { useMemo, useState } from 'react';
import { searchAddresses } from '@/lib/address/address-search';
import type { KoreanAddress } from '@/lib/address/korean-addresses';
import button from '@/components/ui/button.module.css';
import styles from './mypage.module.css';

export function PostalSearch({ onPick, autoFocus = false }: { onPick: (address: KoreanAddress) => void; autoFocus?: boolean }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const results = useMemo(() => (query ? searchAddresses(query) : []), [query]);
  return (
    <div className={styles.form}>
      <form
        className={styles.inline}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(text.trim());
        }}
      >
        <label htmlFor="postal-query" className="visually-hidden">
          도로명, 건물명 또는 우편번호
        </label>
        <input id="postal-query" autoFocus={autoFocus} placeholder="예: 월드컵로, 올림픽로 424, 04001" value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className={button.dark}>
          검색
        </button>
      </form>
      {query && results.length === 0 && <p className={styles.hint}>검색 결과가 없습니다. 도로명과 건물번호를 함께 입력해 보세요.</p>}
      {results.length > 0 && (
        <ul className={styles.list} aria-label="주소 검색 결과">
          {results.map((address) => (
            <li key={`${address.zonecode}-${address.roadAddress}`}>
              <button type="button" className={`${button.outline} ${styles.wideButton}`} onClick={() => onPick(address)}>
                <span className={styles.badge}>{address.zonecode}</span> {address.roadAddress}
                {address.buildingName && ` (${address.buildingName})`}
              </button>
              <p className={styles.hint}>지번 {address.jibunAddress}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
