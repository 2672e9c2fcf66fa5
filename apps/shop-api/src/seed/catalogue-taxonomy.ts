// The shop's categories and brands (invented names, no real trademarks), and the colour words the
// product pictures understand.
import { categoryNos } from './fixtures.ts';

export interface SeedCategory {
  categoryNo: number;
  label: string;
  parentNo: number | null;
  displayOrder: number;
}

export const seedCategories: SeedCategory[] = [
  { categoryNo: categoryNos.dampeners, label: '진동 댐프너', parentNo: null, displayOrder: 1 },
  { categoryNo: 529110, label: '캐릭터 댐프너', parentNo: categoryNos.dampeners, displayOrder: 1 },
  { categoryNo: 529120, label: '베이직 댐프너', parentNo: categoryNos.dampeners, displayOrder: 2 },
  { categoryNo: 529130, label: '롱·웜 댐프너', parentNo: categoryNos.dampeners, displayOrder: 3 },
  { categoryNo: categoryNos.exerciseAccessories, label: '운동 액세서리', parentNo: null, displayOrder: 2 },
  { categoryNo: 757070, label: '그립·스트링', parentNo: categoryNos.exerciseAccessories, displayOrder: 1 },
  { categoryNo: 757071, label: '밴드·보호대', parentNo: categoryNos.exerciseAccessories, displayOrder: 2 },
  { categoryNo: 757072, label: '가방·파우치', parentNo: categoryNos.exerciseAccessories, displayOrder: 3 },
  { categoryNo: 757073, label: '볼·트레이닝', parentNo: categoryNos.exerciseAccessories, displayOrder: 4 },
  { categoryNo: 757074, label: '타월·양말', parentNo: categoryNos.exerciseAccessories, displayOrder: 5 },
  { categoryNo: categoryNos.new, label: '신상품', parentNo: null, displayOrder: 3 },
  { categoryNo: categoryNos.custom, label: '커스텀 댐프너', parentNo: null, displayOrder: 4 },
  { categoryNo: categoryNos.pod, label: '주문제작 굿즈', parentNo: null, displayOrder: 5 },
  { categoryNo: 250010, label: '머그·키링', parentNo: categoryNos.pod, displayOrder: 1 },
  { categoryNo: 250020, label: '의류·가방', parentNo: categoryNos.pod, displayOrder: 2 },
  { categoryNo: categoryNos.test, label: '테스트', parentNo: null, displayOrder: 9 },
];

export const brandNos = {
  courtside: 1,
  spinlab: 2,
  vallion: 3,
  baselineWorks: 4,
  loveGame: 5,
  deuceClub: 6,
} as const;

export interface SeedBrand {
  brandNo: number;
  name: string;
  nameEn: string;
  likeCount: number;
}

export const seedBrands: SeedBrand[] = [
  { brandNo: brandNos.courtside, name: '코트사이드', nameEn: 'Courtside', likeCount: 412 },
  { brandNo: brandNos.spinlab, name: '스핀랩', nameEn: 'Spinlab', likeCount: 188 },
  { brandNo: brandNos.vallion, name: '발리온', nameEn: 'Vallion', likeCount: 97 },
  { brandNo: brandNos.baselineWorks, name: '베이스라인웍스', nameEn: 'Baseline Works', likeCount: 143 },
  { brandNo: brandNos.loveGame, name: '러브게임', nameEn: 'Love Game', likeCount: 231 },
  { brandNo: brandNos.deuceClub, name: '듀스클럽', nameEn: 'Deuce Club', likeCount: 75 },
];

/** Korean colour (or character) words → the picture palette's colour word. */
export const colourWords: Record<string, string> = {
  블랙: 'black', 화이트: 'white', 형광옐로우: 'neonyellow', 핑크: 'pink', 레드: 'red', 코발트블루: 'cobaltblue',
  그린: 'green', 라이트그린: 'lightgreen', 스카이블루: 'skyblue', 오렌지: 'orange', 실버: 'silver', 네이비: 'navy',
  그레이: 'gray', 민트: 'mint', 퍼플: 'purple', 옐로우: 'yellow', 아이보리: 'ivory', 차콜: 'charcoal',
  라벤더: 'lightpurple', 브라운: 'brown', 베이지: 'beige', 내추럴: 'natural', 버건디: 'burgundy', 라임: 'lime',
  핫핑크: 'hotpink', 블루: 'cobaltblue', 치즈냥: 'cheese', 턱시도냥: 'black', 삼색냥: 'orange', 레몬: 'yellow',
  딸기: 'red', 수박: 'green', 야광그린: 'lime', 야광블루: 'skyblue',
};
