// Links the seed names for the storefront's menus.
export const categoryLinks = [
  { href: '/categories/529105', label: '진동 댐프너' },
  { href: '/categories/757067', label: '운동 액세서리' },
] as const;

export const accountLinks = [
  { href: '/mypage/order', label: '주문내역' },
  { href: '/mypage/pick', label: '찜한 상품' },
  { href: '/mypage/recent', label: '최근 본 상품' },
  { href: '/mypage/restock', label: '재입고 알림' },
  { href: '/mypage/address', label: '배송지 관리' },
  { href: '/mypage/review', label: '나의 리뷰' },
  { href: '/mypage/inquiry', label: '나의 문의' },
  { href: '/mypage/point', label: '적립금' },
  { href: '/mypage/coupon', label: '쿠폰' },
  { href: '/mypage/info', label: '회원정보' },
] as const;

export const boardLinks = [
  { href: '/board/notice', label: '공지사항' },
  { href: '/board/faq', label: '자주 묻는 질문' },
  { href: '/board/benefit', label: '혜택 안내' },
  { href: '/board/inquiry', label: '1:1 문의' },
] as const;
