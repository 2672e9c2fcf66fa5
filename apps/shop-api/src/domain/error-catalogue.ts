// The shop API's shared error catalogue: the common mistakes every route answers alike, and the
// catalogue, review, inquiry and board codes. Areas with rules of their own keep their codes beside
// the rule (`cartErrors`, `sheetErrors`, `claimErrors` …), each built on DomainError.
import { DomainError } from './errors.ts';

export const errors = {
  badRequest: (message: string, code = 'C0001') => new DomainError('invalid', code, message),
  invalidJson: () => new DomainError('invalid', 'C0002', '요청 본문이 올바른 JSON이 아닙니다.'),
  notFound: (message = '요청한 정보를 찾을 수 없습니다.', code = 'C0404') => new DomainError('not-found', code, message),
  unauthorized: (message = '로그인이 필요합니다.', code = 'M0001') => new DomainError('unauthenticated', code, message),
  tokenExpired: () => new DomainError('unauthenticated', 'M0002', '로그인 시간이 만료되었습니다. 다시 로그인해 주세요.'),
  forbidden: (message = '접근 권한이 없습니다.', code = 'C0403') => new DomainError('forbidden', code, message),
  conflict: (message: string, code = 'C0409') => new DomainError('conflict', code, message),

  productNotFound: () => new DomainError('not-found', 'P0001', '상품을 찾을 수 없습니다.'),
  pageSizeTooLarge: (max: number) => new DomainError('invalid', 'P0002', `한 페이지에 최대 ${max}개까지 조회할 수 있습니다.`),
  tooManyProductNos: (max: number) => new DomainError('invalid', 'P0003', `상품 번호는 한 번에 ${max}개까지 조회할 수 있습니다.`),
  imageNotFound: () => new DomainError('not-found', 'P0004', '이미지를 찾을 수 없습니다.'),

  reviewNotFound: () => new DomainError('not-found', 'R0001', '상품 후기를 찾을 수 없습니다.'),
  reviewNotPurchased: () => new DomainError('forbidden', 'R0002', '구매하신 상품(배송 완료 또는 구매 확정)에만 후기를 작성할 수 있습니다.'),
  reviewAlreadyWritten: () => new DomainError('conflict', 'R0003', '이미 후기를 작성한 주문 상품입니다.'),
  reviewOwnRecommend: () => new DomainError('invalid', 'R0004', '내가 쓴 후기는 추천할 수 없습니다.'),
  reviewAlreadyRecommended: () => new DomainError('conflict', 'R0005', '이미 추천한 후기입니다.'),
  reviewNotRecommended: () => new DomainError('conflict', 'R0006', '추천하지 않은 후기입니다.'),
  reviewNotMine: () => new DomainError('forbidden', 'R0007', '내가 쓴 후기만 수정하거나 삭제할 수 있습니다.'),

  inquiryNotFound: () => new DomainError('not-found', 'I0001', '상품 문의를 찾을 수 없습니다.'),
  inquiryNotMine: () => new DomainError('forbidden', 'I0002', '내가 쓴 문의만 수정하거나 삭제할 수 있습니다.'),
  inquiryAdminOnly: () => new DomainError('forbidden', 'I0003', '관리자만 답변할 수 있습니다.'),
  inquiryAnswered: () => new DomainError('conflict', 'I0004', '답변이 등록된 문의는 수정할 수 없습니다.'),

  boardNotFound: () => new DomainError('not-found', 'B0001', '게시판을 찾을 수 없습니다.'),
  articleNotFound: () => new DomainError('not-found', 'B0002', '게시글을 찾을 수 없습니다.'),
  boardWriteForbidden: () => new DomainError('forbidden', 'B0003', '이 게시판에는 글을 쓸 수 없습니다.'),
  secretArticle: () => new DomainError('forbidden', 'B0004', '비밀글은 작성자와 관리자만 볼 수 있습니다.'),
  guestNameRequired: () => new DomainError('invalid', 'B0005', '비회원은 작성자 이름(guestName)을 입력해 주세요.'),
  boardCategoryUnknown: () => new DomainError('invalid', 'B0006', '게시판에 없는 말머리입니다.'),
};
