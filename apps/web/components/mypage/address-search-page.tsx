'use client';
// /address/search: pick an address, then /address/result shows it before it goes back to the form.
import { useRouter } from 'next/navigation';
import { PostalSearch } from './postal-search';

export function AddressSearchPage({ returnTo }: { returnTo: string }) {
  const router = useRouter();
  return (
    <PostalSearch
      autoFocus
      onPick={(address) => {
        const query = new URLSearchParams({ zonecode: address.zonecode, roadAddress: address.roadAddress, jibunAddress: address.jibunAddress, return: returnTo });
        router.push(`/address/result?${query.toString()}`);
      }}
    />
  );
}
