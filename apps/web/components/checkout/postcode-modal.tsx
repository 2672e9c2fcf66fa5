'use client';
// 우편번호 찾기: the Kakao postcode widget embedded in the modal when its script loads, otherwise
// (or on request) a search over the bundled address set. Either way the shopper picks a postal code
// with its road and jibun address; the detail address is typed on the form afterwards.
import { useEffect, useRef, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { searchAddresses } from '@/lib/address/address-search';
import type { KoreanAddress } from '@/lib/address/korean-addresses';
import button from '@/components/ui/button.module.css';
import { loadKakaoPostcode } from './kakao-postcode';
import styles from './checkout.module.css';

export interface PickedAddress {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
}

type Mode = 'loading' | 'kakao' | 'local';

export function PostcodeModal({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (address: PickedAddress) => void }) {
  const [mode, setMode] = useState<Mode>('loading');
  const frame = useRef<HTMLDivElement>(null);
  // The widget keeps the callback it was created with; read the latest one through a ref so a
  // re-render of the form does not rebuild the widget (and lose the shopper's search).
  const pickRef = useRef(onPick);
  useEffect(() => {
    pickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setMode('loading');
    loadKakaoPostcode()
      .then((Postcode) => {
        if (cancelled) return;
        setMode('kakao');
        // Embed after React has rendered the frame for the 'kakao' mode.
        requestAnimationFrame(() => {
          if (cancelled || !frame.current) return;
          frame.current.replaceChildren();
          new Postcode({
            width: '100%',
            height: '100%',
            oncomplete: (data) =>
              pickRef.current({ zonecode: data.zonecode, roadAddress: data.roadAddress || data.address, jibunAddress: data.jibunAddress || data.autoJibunAddress || '' }),
          }).embed(frame.current);
        });
      })
      .catch(() => {
        if (!cancelled) setMode('local');
      });
    return () => {
      cancelled = true;
    };
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} title="우편번호 찾기" size="large">
      {mode === 'loading' && (
        <p role="status" className={styles.muted}>
          주소 검색을 준비하고 있습니다.
        </p>
      )}
      {mode === 'kakao' && (
        <>
          <div ref={frame} className={styles.postcodeFrame} />
          <button type="button" className={styles.linkButton} onClick={() => setMode('local')}>
            검색 화면이 보이지 않나요? 직접 검색하기
          </button>
        </>
      )}
      {mode === 'local' && <LocalAddressSearch onPick={onPick} />}
    </Modal>
  );
}

function LocalAddressSearch({ onPick }: { onPick: (address: PickedAddress) => void }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<KoreanAddress[] | null>(null);
  return (
    <div>
      <form
        className={styles.searchForm}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setResults(searchAddresses(query));
        }}
      >
        <label htmlFor="postcode-query" className="visually-hidden">
          주소 검색어
        </label>
        <input
          id="postcode-query"
          className={styles.input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="도로명, 건물명, 지번 또는 우편번호 (예: 테헤란로 152)"
          autoComplete="off"
          autoFocus
        />
        <button type="submit" className={button.dark}>
          검색
        </button>
      </form>
      {results === null ? (
        <p className={styles.muted}>도로명과 건물번호, 동 이름과 번지, 건물 이름 또는 우편번호 다섯 자리로 찾을 수 있습니다.</p>
      ) : results.length === 0 ? (
        <p role="status" className={styles.muted}>
          검색 결과가 없습니다. 도로명과 건물번호를 함께 입력해 보세요.
        </p>
      ) : (
        <>
          <p role="status" className={styles.muted}>
            검색 결과 {results.length}건
          </p>
          <ul className={styles.addressList}>
            {results.map((address) => (
              <li key={`${address.zonecode}-${address.roadAddress}`}>
                <button type="button" className={styles.addressItem} onClick={() => onPick(address)}>
                  <span className={styles.zonecode}>{address.zonecode}</span>
                  <span>
                    <span className={styles.road}>
                      {address.roadAddress}
                      {address.buildingName && ` (${address.buildingName})`}
                    </span>
                    <span className={styles.jibun}>지번 {address.jibunAddress}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
