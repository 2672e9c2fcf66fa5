// Error codes of the catalogue, review, inquiry and board routes, each with its Korean message.
import { ApiError } from '../../http/api-error.ts';

export const catalogueErrors = {
  productNotFound: () => new ApiError(404, 'P0001', '상품을 찾을 수 없습니다.'),
  pageSizeTooLarge: (max: number) => new ApiError(400, 'P0002', `한 페이지에 최대 ${max}개까지 조회할 수 있습니다.`),
  tooManyProductNos: (max: number) => new ApiError(400, 'P0003', `상품 번호는 한 번에 ${max}개까지 조회할 수 있습니다.`),
  imageNotFound: () => new ApiError(404, 'P0004', '이미지를 찾을 수 없습니다.'),

  reviewNotFound: () => new ApiError(404, 'R0001', '상품 후기를 찾을 수 없습니다.'),
  reviewNotPurchased: () => new ApiError(403, 'R0002', '구매하신 상품(배송 완료 또는 구매 확정)에만 후기를 작성할 수 있습니다.'),
  reviewAlreadyWritten: () => new ApiError(409, 'R0003', '이미 후기를 작성한 주문 상품입니다.'),
  reviewOwnRecommend: () => new ApiError(400, 'R0004', '내가 쓴 후기는 추천할 수 없습니다.'),
  reviewAlreadyRecommended: () => new ApiError(409, 'R0005', '이미 추천한 후기입니다.'),
  reviewNotRecommended: () => new ApiError(409, 'R0006', '추천하지 않은 후기입니다.'),
  reviewNotMine: () => new ApiError(403, 'R0007', '내가 쓴 후기만 수정하거나 삭제할 수 있습니다.'),

  inquiryNotFound: () => new ApiError(404, 'I0001', '상품 문의를 찾을 수 없습니다.'),
  inquiryNotMine: () => new ApiError(403, 'I0002', '내가 쓴 문의만 수정하거나 삭제할 수 있습니다.'),
  inquiryAdminOnly: () => new ApiError(403, 'I0003', '관리자만 답변할 수 있습니다.'),
  inquiryAnswered: () => new ApiError(409, 'I0004', '답변이 등록된 문의는 수정할 수 없습니다.'),

  boardNotFound: () => new ApiError(404, 'B0001', '게시판을 찾을 수 없습니다.'),
  articleNotFound: () => new ApiError(404, 'B0002', '게시글을 찾을 수 없습니다.'),
  boardWriteForbidden: () => new ApiError(403, 'B0003', '이 게시판에는 글을 쓸 수 없습니다.'),
  secretArticle: () => new ApiError(403, 'B0004', '비밀글은 작성자와 관리자만 볼 수 있습니다.'),
  guestNameRequired: () => new ApiError(400, 'B0005', '비회원은 작성자 이름(guestName)을 입력해 주세요.'),
  boardCategoryUnknown: () => new ApiError(400, 'B0006', '게시판에 없는 말머리입니다.'),
};
