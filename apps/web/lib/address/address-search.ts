// The local postal-code search used when the Kakao postcode widget is unreachable: every word of
// the query must appear in the road address, the jibun address or the building name (spaces do not
// matter, so "테헤란로152" finds "테헤란로 152"); a five-digit query finds its postal code. Short
// province names people type ("충북", "서울시") are read as the official ones.
import { KOREAN_ADDRESSES, type KoreanAddress } from './korean-addresses';

export const ADDRESS_SEARCH_LIMIT = 30;

const PROVINCE_ALIASES: Readonly<Record<string, string>> = {
  서울시: '서울특별시',
  부산시: '부산광역시',
  대구시: '대구광역시',
  인천시: '인천광역시',
  광주시: '광주광역시',
  대전시: '대전광역시',
  울산시: '울산광역시',
  세종시: '세종특별자치시',
  경기: '경기도',
  강원도: '강원특별자치도',
  충북: '충청북도',
  충남: '충청남도',
  전북: '전북특별자치도',
  전라북도: '전북특별자치도',
  전남: '전라남도',
  경북: '경상북도',
  경남: '경상남도',
  제주도: '제주특별자치도',
};

const compact = (text: string): string => text.replace(/\s+/g, '').toLowerCase();

interface Indexed {
  readonly address: KoreanAddress;
  readonly haystack: string;
  readonly building: string;
}

function index(addresses: readonly KoreanAddress[]): Indexed[] {
  return addresses.map((address) => ({
    address,
    haystack: compact(`${address.roadAddress} ${address.jibunAddress} ${address.buildingName}`),
    building: compact(address.buildingName),
  }));
}

const defaultIndex = index(KOREAN_ADDRESSES);

/** The words of a query, aliases resolved; empty when there is nothing to look for. */
export function queryTokens(query: string): string[] {
  return query
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => compact(PROVINCE_ALIASES[word] ?? word));
}

/**
 * Addresses matching every word of `query`: exact postal codes first, then building-name matches,
 * then by postal code. At most `limit` rows.
 */
export function searchAddresses(
  query: string,
  options: { limit?: number; addresses?: readonly KoreanAddress[] } = {},
): KoreanAddress[] {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return [];
  const rows = options.addresses ? index(options.addresses) : defaultIndex;
  const zip = tokens.length === 1 && /^\d{5}$/.test(tokens[0] ?? '') ? tokens[0] : null;
  const rank = (row: Indexed): number => {
    if (zip !== null && row.address.zonecode === zip) return 0;
    return tokens.some((t) => row.building.includes(t)) ? 1 : 2;
  };
  return rows
    .filter((row) => (zip !== null && row.address.zonecode === zip) || tokens.every((t) => row.haystack.includes(t)))
    .map((row) => ({ row, rank: rank(row) }))
    .sort((a, b) => a.rank - b.rank || a.row.address.zonecode.localeCompare(b.row.address.zonecode))
    .slice(0, options.limit ?? ADDRESS_SEARCH_LIMIT)
    .map(({ row }) => row.address);
}
