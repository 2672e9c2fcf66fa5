// About forty products a Korean tennis shop would really list. Prices are integer won; option
// levels multiply out into options (e.g. 색상 × 구성); `soldOut` names option values with no stock.
import { CUSTOM_DAMPENER_INPUT_LABEL, CUSTOM_DAMPENER_PRODUCT_NO, categoryNos as c } from './fixtures.ts';
import { brandNos as b } from './catalogue-taxonomy.ts';

export interface SeedOptionValue {
  value: string;
  addPrice?: number;
}

export interface SeedOptionLevel {
  label: string;
  values: Array<string | SeedOptionValue>;
}

export interface SeedProduct {
  productNo: number;
  name: string;
  brandNo: number;
  categoryNos: number[];
  salePrice: number;
  discount?: { unit: 'WON' | 'RATE'; value: number };
  /** Absent: a DEFAULT product with one option and no choices. */
  levels?: SeedOptionLevel[];
  /** '|'-joined option values whose stock is 0. */
  soldOut?: string[];
  allSoldOut?: boolean;
  stock?: number;
  delivery?: 'FREE' | { fixedFee: number };
  /** Days before the seed time the product was registered (negative: sale starts later). */
  daysAgo: number;
  saleCnt: number;
  likeCnt: number;
  /** Picture shape and colour word (see services/catalogue/product-images.ts). */
  image: string;
  inputs?: Array<{ label: string; required: boolean }>;
  stickers?: string[];
  promotion?: string;
  desc: string;
  customKind?: 'DAMPENER' | 'POD';
  saleStatus?: 'READY' | 'ONSALE';
  memberOnly?: boolean;
  maxBuyPersonCnt?: number;
}

const colours3 = ['블랙', '화이트', '형광옐로우'];
const packs = { label: '구성', values: ['1개입', { value: '3개입', addPrice: 6000 }, { value: '5개입', addPrice: 9500 }] };

export const seedProducts: SeedProduct[] = [
  // 진동 댐프너
  { productNo: 100001, name: '코트사이드 스마일 댐프너', brandNo: b.courtside, categoryNos: [529110], salePrice: 3500, discount: { unit: 'WON', value: 500 },
    levels: [{ label: '색상', values: [...colours3, '핑크'] }, packs], soldOut: ['화이트|5개입', '핑크|1개입'],
    daysAgo: 210, saleCnt: 1843, likeCnt: 264, image: 'smile-neonyellow', stickers: ['BEST'], promotion: '3개입 이상 구매 시 개당 1,000원 할인 효과',
    desc: '웃는 얼굴이 새겨진 코트사이드 대표 댐프너입니다. 부드러운 실리콘이 스트링 진동을 줄여 손목 부담을 덜어 줍니다.' },
  { productNo: 100002, name: '코트사이드 베이직 라운드 댐프너', brandNo: b.courtside, categoryNos: [529120], salePrice: 2500,
    levels: [{ label: '색상', values: ['블랙', '화이트', '레드', '코발트블루', '그린', '스카이블루'] }], soldOut: ['레드', '그린'],
    daysAgo: 380, saleCnt: 2210, likeCnt: 198, image: 'round-cobaltblue', stickers: ['스테디셀러'],
    desc: '어느 라켓에나 어울리는 기본형 원형 댐프너. 끼우고 빼기 쉬운 홈 설계로 경기 중에도 잘 빠지지 않습니다.' },
  { productNo: 100003, name: '스핀랩 웜 롱 댐프너', brandNo: b.spinlab, categoryNos: [529130], salePrice: 4000,
    levels: [{ label: '색상', values: ['블랙', '오렌지', '라임'] }, { label: '길이', values: ['숏', { value: '롱', addPrice: 800 }] }],
    daysAgo: 150, saleCnt: 640, likeCnt: 88, image: 'worm-orange',
    desc: '메인 스트링 여러 줄을 감싸는 웜 타입 댐프너입니다. 타구감은 부드럽게, 소리는 조용하게 바꿔 줍니다.' },
  { productNo: 100004, name: '발리온 테니스공 댐프너 2개입', brandNo: b.vallion, categoryNos: [529110], salePrice: 5000,
    daysAgo: 95, saleCnt: 512, likeCnt: 61, image: 'ball-neonyellow',
    desc: '작은 테니스공 모양의 댐프너 두 개 세트. 가방 고리에 달아 두어도 귀엽습니다.' },
  { productNo: 100005, name: '듀스클럽 고양이 캐릭터 댐프너', brandNo: b.deuceClub, categoryNos: [529110, c.new], salePrice: 4500, discount: { unit: 'RATE', value: 10 },
    levels: [{ label: '캐릭터', values: ['치즈냥', '턱시도냥', '삼색냥'] }], soldOut: ['삼색냥'],
    daysAgo: 12, saleCnt: 377, likeCnt: 152, image: 'cat-cheese', stickers: ['NEW'],
    desc: '코트 위의 고양이 세 마리. 말랑한 실리콘 캐릭터 댐프너로 라켓에 개성을 더해 보세요.' },
  { productNo: 100006, name: '러브게임 하트 댐프너', brandNo: b.loveGame, categoryNos: [529110], salePrice: 3900,
    levels: [{ label: '색상', values: ['핑크', '레드', '화이트', '라벤더'] }],
    daysAgo: 60, saleCnt: 930, likeCnt: 233, image: 'heart-pink',
    desc: '0점을 러브라고 부르는 테니스처럼, 작은 하트 하나로 코트에 기분 좋은 에너지를 더합니다.' },
  { productNo: 100007, name: '코트사이드 실리콘 로고 댐프너 10개입 (클럽용)', brandNo: b.courtside, categoryNos: [529120], salePrice: 19000, discount: { unit: 'WON', value: 2000 },
    daysAgo: 300, saleCnt: 288, likeCnt: 40, image: 'logo-black',
    desc: '동호회 단체 구매를 위한 10개 묶음. 색상은 블랙·화이트·형광옐로우가 골고루 섞여 배송됩니다.' },
  { productNo: 100008, name: '스핀랩 충격흡수 X-댐프너', brandNo: b.spinlab, categoryNos: [529120], salePrice: 6500,
    levels: [{ label: '색상', values: ['블랙', '형광옐로우', '스카이블루'] }],
    daysAgo: 130, saleCnt: 455, likeCnt: 57, image: 'x-skyblue',
    desc: '두 겹 구조의 X자 댐프너로 진동 흡수량을 높였습니다. 팔꿈치가 예민한 분께 추천합니다.' },
  { productNo: 100009, name: '베이스라인웍스 프로 댐프너 (선수용)', brandNo: b.baselineWorks, categoryNos: [529120], salePrice: 5500,
    levels: [{ label: '색상', values: ['블랙', '화이트'] }], allSoldOut: true,
    daysAgo: 240, saleCnt: 1120, likeCnt: 176, image: 'pro-white', stickers: ['품절임박'],
    desc: '투어 선수들이 즐겨 쓰는 얇은 프로 댐프너. 타구감 변화를 최소화하면서 잔진동만 잡아 줍니다.' },
  { productNo: 100010, name: '코트사이드 야광 댐프너', brandNo: b.courtside, categoryNos: [529120, c.new], salePrice: 4200,
    levels: [{ label: '색상', values: ['야광그린', '야광블루'] }],
    daysAgo: 5, saleCnt: 96, likeCnt: 44, image: 'glow-lime', stickers: ['NEW'],
    desc: '해가 진 야간 코트에서도 은은하게 빛나는 축광 댐프너입니다.' },
  { productNo: 100011, name: '듀스클럽 곰돌이 댐프너', brandNo: b.deuceClub, categoryNos: [529110], salePrice: 4300,
    levels: [{ label: '색상', values: ['브라운', '베이지', '핑크'] }],
    daysAgo: 75, saleCnt: 402, likeCnt: 119, image: 'bear-brown',
    desc: '동그란 귀가 달린 곰돌이 댐프너. 아이와 함께 치는 주말 테니스에 잘 어울립니다.' },
  { productNo: 100012, name: '러브게임 과일 댐프너', brandNo: b.loveGame, categoryNos: [529110, c.new], salePrice: 4800, discount: { unit: 'RATE', value: 15 },
    levels: [{ label: '과일', values: ['레몬', '딸기', '수박'] }, { label: '구성', values: ['1개입', { value: '3종 세트', addPrice: 8200 }] }],
    soldOut: ['수박|1개입'], daysAgo: 20, saleCnt: 215, likeCnt: 97, image: 'fruit-yellow',
    desc: '레몬, 딸기, 수박 모양의 상큼한 댐프너. 3종 세트는 선물용으로 인기가 많습니다.' },
  { productNo: 100013, name: '코트사이드 2025 시즌 한정 댐프너', brandNo: b.courtside, categoryNos: [529120], salePrice: 5900,
    levels: [{ label: '색상', values: ['버건디', '네이비'] }], saleStatus: 'READY',
    daysAgo: -14, saleCnt: 0, likeCnt: 63, image: 'round-burgundy', stickers: ['COMING SOON'],
    desc: '시즌 한정 컬러로 출시되는 댐프너입니다. 판매 시작 전 찜해 두시면 입고 소식을 알려 드립니다.' },
  // 운동 액세서리 — 그립·스트링
  { productNo: 100101, name: '스핀랩 드라이 오버그립 3개입', brandNo: b.spinlab, categoryNos: [757070], salePrice: 8900, discount: { unit: 'WON', value: 900 },
    levels: [{ label: '색상', values: ['화이트', '블랙', '스카이블루', '핑크'] }, { label: '구성', values: ['3개입', { value: '12개입', addPrice: 24000 }] }],
    soldOut: ['핑크|12개입'], daysAgo: 260, saleCnt: 1560, likeCnt: 187, image: 'grip-white', stickers: ['BEST'],
    desc: '땀을 빠르게 흡수하는 드라이 타입 오버그립. 여름철 미끄러움을 줄여 줍니다.' },
  { productNo: 100102, name: '발리온 택키 오버그립 30개 릴', brandNo: b.vallion, categoryNos: [757070], salePrice: 39000, delivery: 'FREE',
    daysAgo: 340, saleCnt: 210, likeCnt: 35, image: 'reel-white',
    desc: '끈적한 택키 타입 오버그립 30개 분량 릴. 동호회 공용으로 넉넉하게 쓰세요. 무료배송.' },
  { productNo: 100103, name: '코트사이드 리플레이스먼트 그립', brandNo: b.courtside, categoryNos: [757070], salePrice: 12000,
    levels: [{ label: '색상', values: ['블랙', '화이트'] }],
    daysAgo: 180, saleCnt: 310, likeCnt: 28, image: 'grip-black',
    desc: '쿠션감이 좋은 기본 그립. 오래된 그립을 교체할 때 사용하세요.' },
  { productNo: 100104, name: '코트사이드 폴리 스트링', brandNo: b.courtside, categoryNos: [757070], salePrice: 18000,
    levels: [
      { label: '소재', values: ['폴리', { value: '멀티필라멘트', addPrice: 4000 }] },
      { label: '게이지', values: ['1.25mm', '1.30mm'] },
      { label: '색상', values: ['블랙', '화이트', '옐로우'] },
      { label: '길이', values: ['12m 단품', { value: '200m 릴', addPrice: 132000 }] },
    ],
    soldOut: ['멀티필라멘트|1.25mm|옐로우|200m 릴', '폴리|1.30mm|화이트|200m 릴'],
    daysAgo: 110, saleCnt: 505, likeCnt: 66, image: 'string-yellow',
    desc: '컨트롤과 내구성을 고루 갖춘 스트링. 소재·게이지·색상·길이를 골라 주문하세요.' },
  // 밴드·보호대
  { productNo: 100111, name: '코트사이드 손목 보호대 밴드 2개입', brandNo: b.courtside, categoryNos: [757071], salePrice: 9000,
    levels: [{ label: '색상', values: ['블랙', '화이트', '네이비', '핑크'] }],
    daysAgo: 200, saleCnt: 720, likeCnt: 91, image: 'wristband-navy',
    desc: '도톰한 면 파일 원단으로 땀을 잡아 주는 손목 밴드 두 개 세트.' },
  { productNo: 100112, name: '러브게임 헤어밴드', brandNo: b.loveGame, categoryNos: [757071, c.new], salePrice: 7500,
    levels: [{ label: '색상', values: ['화이트', '핑크', '민트', '라벤더'] }],
    daysAgo: 9, saleCnt: 140, likeCnt: 72, image: 'hairband-mint', stickers: ['NEW'],
    desc: '넓은 폭으로 앞머리를 깔끔하게 정리해 주는 헤어밴드입니다.' },
  { productNo: 100113, name: '듀스클럽 와이드 손목밴드', brandNo: b.deuceClub, categoryNos: [757071], salePrice: 6000,
    levels: [{ label: '색상', values: ['블랙', '레드', '옐로우'] }],
    daysAgo: 160, saleCnt: 260, likeCnt: 22, image: 'wristband-red',
    desc: '팔목을 넓게 감싸는 와이드 밴드. 이마 땀을 닦기에도 좋습니다.' },
  { productNo: 100114, name: '스핀랩 무릎 보호대', brandNo: b.spinlab, categoryNos: [757071], salePrice: 24000, discount: { unit: 'RATE', value: 20 },
    levels: [{ label: '사이즈', values: ['S', 'M', 'L', 'XL'] }, { label: '색상', values: ['블랙', '그레이'] }],
    soldOut: ['XL|그레이', 'S|블랙'], daysAgo: 90, saleCnt: 190, likeCnt: 48, image: 'knee-gray',
    desc: '하드코트에서 무릎을 지켜 주는 압박형 보호대. 사이즈 표를 꼭 확인해 주세요.' },
  // 가방·파우치
  { productNo: 100121, name: '베이스라인웍스 2단 라켓백', brandNo: b.baselineWorks, categoryNos: [757072], salePrice: 89000, delivery: 'FREE',
    levels: [{ label: '색상', values: ['블랙', '네이비', '화이트'] }, { label: '크기', values: ['6자루', { value: '9자루', addPrice: 20000 }] }],
    soldOut: ['화이트|9자루'], daysAgo: 230, saleCnt: 160, likeCnt: 204, image: 'racketbag-navy', stickers: ['무료배송'],
    desc: '라켓 여섯 자루 또는 아홉 자루가 들어가는 2단 라켓백. 신발 수납칸이 따로 있습니다.' },
  { productNo: 100122, name: '코트사이드 볼 파우치 (허리 클립형)', brandNo: b.courtside, categoryNos: [757072], salePrice: 15000,
    levels: [{ label: '색상', values: ['블랙', '형광옐로우'] }],
    daysAgo: 120, saleCnt: 330, likeCnt: 39, image: 'pouch-black',
    desc: '서브 연습 때 공 두 개를 허리에 차고 다닐 수 있는 클립형 파우치.' },
  { productNo: 100123, name: '러브게임 테니스 토트백', brandNo: b.loveGame, categoryNos: [757072, c.new], salePrice: 45000, discount: { unit: 'RATE', value: 15 },
    levels: [{ label: '색상', values: ['아이보리', '핑크', '차콜'] }],
    daysAgo: 16, saleCnt: 85, likeCnt: 141, image: 'tote-ivory', stickers: ['NEW'],
    desc: '라켓 한 자루가 쏙 들어가는 캔버스 토트백. 출근길 가방으로도 손색없습니다.' },
  // 볼·트레이닝
  { productNo: 100131, name: '발리온 연습공 4구 캔', brandNo: b.vallion, categoryNos: [757073], salePrice: 6900,
    levels: [{ label: '구성', values: ['1캔', { value: '6캔 묶음', addPrice: 32000 }] }],
    daysAgo: 280, saleCnt: 2480, likeCnt: 120, image: 'cans-neonyellow', stickers: ['BEST'],
    desc: '연습용으로 알맞은 가압구 네 개 캔입니다.' },
  { productNo: 100132, name: '스핀랩 트레이닝 볼 호퍼 (72구)', brandNo: b.spinlab, categoryNos: [757073], salePrice: 49000, delivery: { fixedFee: 5000 },
    daysAgo: 320, saleCnt: 64, likeCnt: 18, image: 'hopper-silver',
    desc: '공을 줍고 담고 세워 두는 72구 볼 호퍼. 부피가 커서 별도 배송비 5,000원이 부과됩니다.' },
  { productNo: 100133, name: '코트사이드 라켓 엣지 가드 테이프', brandNo: b.courtside, categoryNos: [757073], salePrice: 5900,
    levels: [{ label: '색상', values: ['블랙', '투명'] }],
    daysAgo: 140, saleCnt: 270, likeCnt: 14, image: 'tape-black',
    desc: '라켓 프레임 머리 부분의 긁힘을 막아 주는 보호 테이프.' },
  { productNo: 100134, name: '코트사이드 댐프너 수납 케이스', brandNo: b.courtside, categoryNos: [757073], salePrice: 4500,
    daysAgo: 45, saleCnt: 180, likeCnt: 26, image: 'case-mint',
    desc: '여분의 댐프너를 잃어버리지 않게 보관하는 작은 케이스입니다.' },
  // 타월·양말
  { productNo: 100141, name: '코트사이드 스포츠 타월', brandNo: b.courtside, categoryNos: [757074], salePrice: 12900,
    levels: [{ label: '색상', values: ['화이트', '네이비', '그린'] }],
    daysAgo: 190, saleCnt: 420, likeCnt: 54, image: 'towel-green',
    desc: '코트 벤치에 걸어 두기 좋은 길이의 면 스포츠 타월.' },
  { productNo: 100142, name: '듀스클럽 쿨링 타월', brandNo: b.deuceClub, categoryNos: [757074], salePrice: 9900, discount: { unit: 'WON', value: 1900 },
    levels: [{ label: '색상', values: ['스카이블루', '민트', '그레이'] }], soldOut: ['그레이'],
    daysAgo: 70, saleCnt: 610, likeCnt: 83, image: 'towel-skyblue',
    desc: '물에 적셔 흔들면 시원해지는 쿨링 타월. 한여름 경기 필수품입니다.' },
  { productNo: 100143, name: '베이스라인웍스 테니스 양말 3족', brandNo: b.baselineWorks, categoryNos: [757074], salePrice: 14900,
    levels: [{ label: '사이즈', values: ['230-250', '250-270', '270-290'] }, { label: '색상', values: ['화이트', '블랙'] }],
    daysAgo: 100, saleCnt: 350, likeCnt: 47, image: 'socks-white',
    desc: '발바닥에 쿠션을 넣은 테니스 전용 양말 세 켤레 묶음.' },
  { productNo: 100144, name: '코트사이드 각인 라켓 네임택', brandNo: b.courtside, categoryNos: [757074], salePrice: 8000,
    levels: [{ label: '색상', values: ['브라운', '블랙'] }], inputs: [{ label: '각인 문구', required: true }],
    daysAgo: 55, saleCnt: 125, likeCnt: 37, image: 'tag-brown',
    desc: '가죽 네임택에 이름이나 클럽명을 새겨 드립니다. 각인 문구는 영문·한글 12자 이내로 적어 주세요.' },
  // 커스텀 댐프너 (the one-piece custom dampener is listed under 진동 댐프너 too: issue 29)
  { productNo: CUSTOM_DAMPENER_PRODUCT_NO, name: '코트사이드 커스텀 댐프너', brandNo: b.courtside, categoryNos: [c.custom, c.dampeners], salePrice: 7900,
    stock: 9999, inputs: [{ label: CUSTOM_DAMPENER_INPUT_LABEL, required: true }], customKind: 'DAMPENER',
    daysAgo: 365, saleCnt: 980, likeCnt: 310, image: 'custom-white', stickers: ['주문제작'],
    desc: '직접 그린 디자인이나 로고로 만드는 나만의 댐프너. 디자이너에서 저장한 디자인 참조번호를 함께 주문해 주세요. 제작 기간은 영업일 기준 5~7일입니다.' },
  { productNo: 100302, name: '코트사이드 커스텀 댐프너 10개 세트', brandNo: b.courtside, categoryNos: [c.custom], salePrice: 59000, discount: { unit: 'RATE', value: 10 },
    levels: [{ label: '모양', values: ['원형', '사각형'] }], stock: 500, inputs: [{ label: CUSTOM_DAMPENER_INPUT_LABEL, required: true }], customKind: 'DAMPENER',
    daysAgo: 250, saleCnt: 140, likeCnt: 92, image: 'custom-skyblue', stickers: ['단체주문'],
    desc: '클럽 로고를 넣은 댐프너 10개 세트. 대회 기념품과 단체 선물로 많이 찾으십니다.' },
  // 주문제작 굿즈
  { productNo: 100201, name: '주문제작 포토 머그컵', brandNo: b.courtside, categoryNos: [250010], salePrice: 15000,
    levels: [{ label: '색상', values: ['화이트', '블랙'] }], inputs: [{ label: '인쇄 문구', required: false }], customKind: 'POD',
    daysAgo: 170, saleCnt: 230, likeCnt: 58, image: 'mug-white',
    desc: '사진과 문구를 인쇄하는 머그컵. 클럽 창립 기념 선물로 좋습니다.' },
  { productNo: 100202, name: '주문제작 테니스 에코백', brandNo: b.courtside, categoryNos: [250020], salePrice: 19000,
    levels: [{ label: '색상', values: ['내추럴', '블랙'] }], inputs: [{ label: '인쇄 문구', required: false }], customKind: 'POD',
    daysAgo: 145, saleCnt: 175, likeCnt: 49, image: 'ecobag-natural',
    desc: '원하는 그림을 인쇄해 만드는 두꺼운 캔버스 에코백.' },
  { productNo: 100203, name: '주문제작 클럽 티셔츠', brandNo: b.courtside, categoryNos: [250020, c.new], salePrice: 25000,
    levels: [{ label: '사이즈', values: ['S', 'M', 'L', 'XL'] }, { label: '색상', values: ['화이트', '네이비'] }],
    soldOut: ['XL|네이비'], inputs: [{ label: '각인 문구', required: false }], customKind: 'POD',
    daysAgo: 25, saleCnt: 60, likeCnt: 31, image: 'shirt-navy', stickers: ['NEW'],
    desc: '기능성 원단에 클럽 로고와 이름을 인쇄하는 단체 티셔츠.' },
  { productNo: 100204, name: '주문제작 아크릴 키링', brandNo: b.courtside, categoryNos: [250010], salePrice: 6000,
    inputs: [{ label: '인쇄 문구', required: false }], customKind: 'POD',
    daysAgo: 80, saleCnt: 390, likeCnt: 65, image: 'keyring-pink',
    desc: '내 디자인을 양면 인쇄한 아크릴 키링. 라켓백 지퍼에 달기 좋습니다.' },
  // 그 밖의 인기 상품
  { productNo: 100151, name: '러브게임 테니스공 키링', brandNo: b.loveGame, categoryNos: [757073], salePrice: 3000,
    levels: [{ label: '색상', values: ['형광옐로우', '핑크'] }],
    daysAgo: 35, saleCnt: 520, likeCnt: 110, image: 'ball-pink',
    desc: '진짜 테니스공을 줄여 놓은 듯한 미니 키링.' },
  { productNo: 100152, name: '발리온 스트링 교체 키트', brandNo: b.vallion, categoryNos: [757070], salePrice: 22000, memberOnly: true, maxBuyPersonCnt: 2,
    daysAgo: 65, saleCnt: 70, likeCnt: 19, image: 'kit-orange',
    desc: '스트링 커터, 송곳, 댐프너 두 개가 든 교체 키트. 회원 전용 상품이며 1인 2개까지 살 수 있습니다.' },
  // 테스트
  { productNo: 100901, name: '[테스트] 결제 테스트 상품', brandNo: b.courtside, categoryNos: [c.test], salePrice: 100, delivery: 'FREE',
    stock: 999, daysAgo: 400, saleCnt: 3, likeCnt: 0, image: 'test-gray',
    desc: '결제 흐름 점검용 상품입니다. 실제로 배송되지 않습니다.' },
];
