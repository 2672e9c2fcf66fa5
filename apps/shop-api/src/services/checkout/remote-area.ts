// Extra delivery fee for Jeju and the islands (도서산간), decided by the five-digit postal code.
// Couriers charge these areas more; the table is a small, representative set of the real ranges.

export interface RemoteArea {
  from: number;
  to: number;
  name: string;
  extraFee: number;
}

export const JEJU_EXTRA_FEE = 3000;
export const ISLAND_EXTRA_FEE = 5000;

export const remoteAreas: readonly RemoteArea[] = [
  { from: 63000, to: 63644, name: '제주특별자치도', extraFee: JEJU_EXTRA_FEE },
  { from: 40200, to: 40240, name: '경북 울릉군', extraFee: ISLAND_EXTRA_FEE },
  { from: 23100, to: 23116, name: '인천 옹진군 (덕적·자월)', extraFee: ISLAND_EXTRA_FEE },
  { from: 23124, to: 23136, name: '인천 옹진군 (백령·대청·연평)', extraFee: ISLAND_EXTRA_FEE },
  { from: 23004, to: 23010, name: '인천 강화군 (교동·삼산·서도)', extraFee: ISLAND_EXTRA_FEE },
  { from: 22386, to: 22388, name: '인천 중구 (무의도)', extraFee: ISLAND_EXTRA_FEE },
  { from: 58800, to: 58866, name: '전남 신안군', extraFee: ISLAND_EXTRA_FEE },
  { from: 53089, to: 53104, name: '경남 통영시 (욕지·한산)', extraFee: ISLAND_EXTRA_FEE },
];

/** The remote area a postal code falls in, or null (also for anything that is not a 5-digit code). */
export function remoteAreaOf(zipCd: string | null | undefined): RemoteArea | null {
  const trimmed = (zipCd ?? '').trim();
  if (!/^\d{5}$/.test(trimmed)) return null;
  const zip = Number(trimmed);
  return remoteAreas.find((a) => zip >= a.from && zip <= a.to) ?? null;
}

/** Extra fee per delivery group for this postal code (0 on the mainland or without a code). */
export function remoteDeliveryFee(zipCd: string | null | undefined): number {
  return remoteAreaOf(zipCd)?.extraFee ?? 0;
}
