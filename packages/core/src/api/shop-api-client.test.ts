// Every typed call goes to the platform's method, path and query, with the body it documents.
import { describe, expect, it } from 'vitest';
import { createShopApiClient, type ShopApiClient } from './shop-api-client.ts';
import { createFakeFetch } from './testing/fake-fetch.ts';

const base = 'http://127.0.0.1:4010';

interface CallCase {
  name: string;
  call: (api: ShopApiClient) => Promise<unknown>;
  method: string;
  /** Path and query as sent. */
  url: string;
  body?: unknown;
  version?: string;
}

const address = {
  receiverName: '김코트',
  receiverZipCd: '06236',
  receiverAddress: '서울 강남구 테헤란로 1',
  receiverDetailAddress: '101호',
  receiverContact1: '010-1234-5678',
};

const cases: CallCase[] = [
  // auth and members
  { name: 'login', call: (a) => a.auth.login({ memberId: 'court01', password: 'pw12345!', keepLogin: true }), method: 'POST', url: '/oauth/token', body: { memberId: 'court01', password: 'pw12345!', keepLogin: true } },
  { name: 'logout', call: (a) => a.auth.logout(), method: 'DELETE', url: '/oauth/token' },
  { name: 'social login', call: (a) => a.auth.openIdLogin({ provider: 'ncp_kakao', code: 'c0de', redirectUri: 'http://127.0.0.1:3000/callback/auth-callback', state: 's1' }), method: 'POST', url: '/oauth/openid', body: { provider: 'ncp_kakao', code: 'c0de', redirectUri: 'http://127.0.0.1:3000/callback/auth-callback', state: 's1' } },
  { name: 'social login url', call: (a) => a.auth.loginUrl({ provider: 'ncp_naver', redirectUri: 'http://127.0.0.1:3000/callback/auth-callback', state: 's2' }), method: 'GET', url: '/oauth/login-url?provider=ncp_naver&redirectUri=http%3A%2F%2F127.0.0.1%3A3000%2Fcallback%2Fauth-callback&state=s2' },
  { name: 'link social account', call: (a) => a.auth.linkOpenId({ provider: 'ncp_kakao', code: 'c0de', redirectUri: 'http://x/cb', state: 's3' }), method: 'GET', url: '/oauth/openid/link?provider=ncp_kakao&code=c0de&redirectUri=http%3A%2F%2Fx%2Fcb&state=s3' },
  { name: 'unlink social account', call: (a) => a.auth.unlinkOpenId('ncp_naver'), method: 'DELETE', url: '/oauth/openid?provider=ncp_naver' },
  { name: 'linked social accounts', call: (a) => a.auth.listLinkedProviders(), method: 'GET', url: '/oauth/openid/list' },
  { name: 'email exists', call: (a) => a.members.emailExists('kim@courtside.kr'), method: 'GET', url: '/profile/email/exist?email=kim%40courtside.kr' },
  { name: 'mobile exists', call: (a) => a.members.mobileExists('01012345678'), method: 'GET', url: '/profile/mobile/exist?mobileNo=01012345678' },
  { name: 'check password', call: (a) => a.members.checkPassword('pw12345!'), method: 'POST', url: '/profile/check-password', body: { password: 'pw12345!' } },
  { name: 'complete social join', call: (a) => a.members.completeOpenIdJoin({ memberName: '한테니', joinTermsAgreements: ['USE'] }), method: 'POST', url: '/profile/openid', body: { memberName: '한테니', joinTermsAgreements: ['USE'] } },
  { name: 'join', call: (a) => a.members.join({ memberId: 'court01', password: 'pw12345!', memberName: '김코트', email: 'kim@courtside.kr', joinTermsAgreements: ['USE', 'PI_COLLECTION_AND_USE_REQUIRED'] }), method: 'POST', url: '/profile', body: { memberId: 'court01', password: 'pw12345!', memberName: '김코트', email: 'kim@courtside.kr', joinTermsAgreements: ['USE', 'PI_COLLECTION_AND_USE_REQUIRED'] } },
  { name: 'get profile', call: (a) => a.members.getProfile(), method: 'GET', url: '/profile' },
  { name: 'update profile', call: (a) => a.members.updateProfile({ nickname: '코트왕', smsAgreed: true }), method: 'PUT', url: '/profile', body: { nickname: '코트왕', smsAgreed: true } },
  { name: 'withdraw with reason', call: (a) => a.members.withdraw('자주 쓰지 않아요'), method: 'DELETE', url: '/profile?reason=%EC%9E%90%EC%A3%BC%20%EC%93%B0%EC%A7%80%20%EC%95%8A%EC%95%84%EC%9A%94' },
  { name: 'withdraw without reason', call: (a) => a.members.withdraw(), method: 'DELETE', url: '/profile' },
  { name: 'member id exists', call: (a) => a.members.memberIdExists('court01'), method: 'GET', url: '/profile/id/exist?memberId=court01' },
  { name: 'change password', call: (a) => a.members.changePassword({ currentPassword: 'old12345!', newPassword: 'new12345!' }), method: 'PUT', url: '/profile/password', body: { currentPassword: 'old12345!', newPassword: 'new12345!' } },
  { name: 'send sms code', call: (a) => a.members.sendSmsCode({ usage: 'FIND_ID', mobileNo: '01012345678', memberName: '김코트' }), method: 'POST', url: '/authentications/sms', body: { usage: 'FIND_ID', mobileNo: '01012345678', memberName: '김코트' } },
  { name: 'send email code', call: (a) => a.members.sendEmailCode({ usage: 'FIND_PASSWORD', email: 'kim@courtside.kr' }), method: 'POST', url: '/authentications/email', body: { usage: 'FIND_PASSWORD', email: 'kim@courtside.kr' } },
  { name: 'check sms code', call: (a) => a.members.checkSmsCode({ usage: 'FIND_ID', mobileNo: '01012345678', code: '123456' }), method: 'GET', url: '/authentications/sms?usage=FIND_ID&mobileNo=01012345678&key=123456' },
  { name: 'check email code', call: (a) => a.members.checkEmailCode({ usage: 'FIND_ID', email: 'kim@courtside.kr', code: '654321' }), method: 'GET', url: '/authentications/email?usage=FIND_ID&email=kim%40courtside.kr&certificatedNumber=654321' },
  { name: 'find id by mobile', call: (a) => a.members.findId({ memberName: '김코트', mobileNo: '01012345678', certificationNumber: '123456' }), method: 'GET', url: '/profile/id?memberName=%EA%B9%80%EC%BD%94%ED%8A%B8&mobileNo=01012345678&certificationNumber=123456', version: '1.1' },
  { name: 'find password account', call: (a) => a.members.findPasswordAccount('court01'), method: 'GET', url: '/profile/password/search-account?memberId=court01' },
  { name: 'reset password by sms', call: (a) => a.members.resetPasswordWithSmsCode({ memberId: 'court01', certificationNumber: '123456', newPassword: 'new12345!' }), method: 'PUT', url: '/profile/password/no-authentication/certificated-by-sms', body: { memberId: 'court01', certificationNumber: '123456', newPassword: 'new12345!' } },
  { name: 'reset password by email', call: (a) => a.members.resetPasswordWithEmailCode({ memberId: 'court01', certificationNumber: '123456', newPassword: 'new12345!' }), method: 'PUT', url: '/profile/password/no-authentication/certificated-by-email', body: { memberId: 'court01', certificationNumber: '123456', newPassword: 'new12345!' } },

  // catalogue
  { name: 'product detail', call: (a) => a.products.get(1001), method: 'GET', url: '/products/1001' },
  { name: 'product options', call: (a) => a.products.getOptions(1001), method: 'GET', url: '/products/1001/options' },
  { name: 'options of several products', call: (a) => a.products.getOptionsOf([1001, 1002]), method: 'GET', url: '/products/options?productNos=1001,1002' },
  { name: 'search with defaults', call: (a) => a.products.search(), method: 'GET', url: '/products/search?filter.soldout=false&pageNumber=1&pageSize=30&hasTotalCount=true' },
  { name: 'search by price range', call: (a) => a.products.search({ discountedPrices: [5000, 20000], discountedComparison: 'BETWEEN', pageSize: 30 }), method: 'GET', url: '/products/search?filter.soldout=false&filter.discountedPrices=5000,20000&filter.discountedComparison=BETWEEN&pageNumber=1&pageSize=30&hasTotalCount=true' },
  { name: 'search with every filter', call: (a) => a.products.search({ keywords: '댐프너 핑크', soldout: true, saleStatus: 'ALL_CONDITIONS', categoryNos: [529105, 757067], brandNos: [3], orderBy: 'DISCOUNTED_PRICE', orderDirection: 'ASC', soldoutPlaceEnd: true, pageNumber: 2, pageSize: 12, hasTotalCount: false }), method: 'GET', url: '/products/search?filter.keywords=%EB%8C%90%ED%94%84%EB%84%88%20%ED%95%91%ED%81%AC&filter.soldout=true&filter.saleStatus=ALL_CONDITIONS&categoryNos=529105,757067&brandNos=3&order.by=DISCOUNTED_PRICE&order.direction=ASC&order.soldoutPlaceEnd=true&pageNumber=2&pageSize=12&hasTotalCount=false' },
  { name: 'corrected search', call: (a) => a.products.search({ keywords: '댐퍼너', enableTypoCorrection: true }), method: 'GET', url: '/products/search?filter.keywords=%EB%8C%90%ED%8D%BC%EB%84%88&filter.soldout=false&pageNumber=1&pageSize=30&hasTotalCount=true&enableTypoCorrection=true' },
  { name: 'popular keywords', call: (a) => a.products.favoriteKeywords(5), method: 'GET', url: '/products/favoriteKeywords?size=5' },
  { name: 'best sellers of the month', call: (a) => a.products.bestSellers({ period: 'MONTH', pageSize: 10 }), method: 'GET', url: '/products/best-seller/search?period=MONTH&pageNumber=1&pageSize=10&hasTotalCount=true' },
  { name: 'restocked products', call: (a) => a.products.restocked({ days: 30 }), method: 'GET', url: '/products/restocked?days=30&pageNumber=1&pageSize=30' },
  { name: 'restock requests of a product', call: (a) => a.restock.list({ productNo: 1001 }), method: 'GET', url: '/products/restock?productNo=1001&pageNumber=1&pageSize=100' },
  { name: 'restock request', call: (a) => a.restock.request({ optionNos: [5], privacyInfoAgreement: true, name: '김게스트', phone: '01012345678' }), method: 'POST', url: '/products/restock', body: { optionNos: [5], privacyInfoAgreement: true, name: '김게스트', phone: '01012345678' } },
  { name: 'cash receipt request', call: (a) => a.orders.requestCashReceipt('202611281200000001', { cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKey: '01012345678' }), method: 'POST', url: '/profile/orders/202611281200000001/cashReceipt', body: { cashReceiptIssuePurposeType: 'INCOME_TAX_DEDUCTION', cashReceiptKey: '01012345678' } },
  { name: 'cash receipt change', call: (a) => a.orders.changeCashReceipt('202611281200000001', { cashReceiptIssuePurposeType: 'PROOF_EXPENDITURE', cashReceiptKeyType: 'BUSINESS_NO', cashReceiptKey: '2208162517' }), method: 'PUT', url: '/profile/orders/202611281200000001/cashReceipt', body: { cashReceiptIssuePurposeType: 'PROOF_EXPENDITURE', cashReceiptKeyType: 'BUSINESS_NO', cashReceiptKey: '2208162517' } },
  { name: 'cash receipt cancel', call: (a) => a.orders.cancelCashReceipt('202611281200000001'), method: 'POST', url: '/profile/orders/202611281200000001/cashReceipt/cancel' },
  { name: 'restock delete', call: (a) => a.restock.remove([3, 4]), method: 'DELETE', url: '/products/restock?restockNos=3,4' },
  { name: 'brand search', call: (a) => a.products.searchBrands({ brandName: '코트', pageNumber: 1, pageSize: 20, sortCriterion: 'BRAND_NAME' }), method: 'GET', url: '/display/brands/search?brandName=%EC%BD%94%ED%8A%B8&pageNumber=1&pageSize=20&sortCriterion=BRAND_NAME' },
  { name: 'brand search without filters', call: (a) => a.products.searchBrands(), method: 'GET', url: '/display/brands/search' },
  { name: 'categories', call: (a) => a.products.getCategories(), method: 'GET', url: '/categories' },
  { name: 'review list (v2.0)', call: (a) => a.reviews.list(1001, { orderBy: 'RECOMMEND', pageNumber: 3, pageSize: 5 }), method: 'GET', url: '/products/1001/product-reviews?order.by=RECOMMEND&pageNumber=3&pageSize=5&hasTotalCount=true', version: '2.0' },
  { name: 'review list defaults', call: (a) => a.reviews.list(1001), method: 'GET', url: '/products/1001/product-reviews?pageNumber=1&hasTotalCount=true', version: '2.0' },
  { name: 'review detail', call: (a) => a.reviews.get(1001, 77), method: 'GET', url: '/products/1001/product-reviews/77' },
  { name: 'write review', call: (a) => a.reviews.write(1001, { orderOptionNo: 9, optionNo: 3, rate: 5, content: '진동이 확 줄어요', urls: ['https://img/1.png'] }), method: 'POST', url: '/products/1001/product-reviews', body: { orderOptionNo: 9, optionNo: 3, rate: 5, content: '진동이 확 줄어요', urls: ['https://img/1.png'] } },
  { name: 'recommend review', call: (a) => a.reviews.recommend(1001, 77), method: 'POST', url: '/products/1001/product-reviews/77/recommend' },
  { name: 'unrecommend review', call: (a) => a.reviews.unrecommend(1001, 77), method: 'DELETE', url: '/products/1001/product-reviews/77/recommend' },
  { name: 'my reviews', call: (a) => a.reviews.listMine({ pageSize: 5, startYmd: '2024-01-01' }), method: 'GET', url: '/profile/product-reviews?pageSize=5&startYmd=2024-01-01&pageNumber=1&hasTotalCount=true' },
  { name: 'my reviews defaults', call: (a) => a.reviews.listMine(), method: 'GET', url: '/profile/product-reviews?pageNumber=1&hasTotalCount=true' },
  { name: 'photo reviews', call: (a) => a.reviews.listPhotos(1001, { pageNumber: 2, pageSize: 8 }), method: 'GET', url: '/products/1001/photo-reviews?pageNumber=2&pageSize=8' },
  { name: 'photo reviews defaults', call: (a) => a.reviews.listPhotos(1001), method: 'GET', url: '/products/1001/photo-reviews?pageNumber=1' },
  { name: 'inquiry list as on the product page', call: (a) => a.inquiries.list(1001, { pageNumber: 2 }), method: 'GET', url: '/products/1001/inquiries?isMyInquiries=false&hasTotalCount=true&pageSize=10&pageNumber=2' },
  { name: 'my inquiries, answered only', call: (a) => a.inquiries.list(1001, { isMyInquiries: true, answered: true, pageSize: 20, hasTotalCount: false }), method: 'GET', url: '/products/1001/inquiries?isMyInquiries=true&answered=true&hasTotalCount=false&pageSize=20&pageNumber=1' },
  { name: 'inquiry list defaults', call: (a) => a.inquiries.list(1001), method: 'GET', url: '/products/1001/inquiries?isMyInquiries=false&hasTotalCount=true&pageSize=10&pageNumber=1' },
  { name: 'my inquiries over every product', call: (a) => a.inquiries.listMine({ answered: true, pageNumber: 2 }), method: 'GET', url: '/profile/product-inquiries?answered=true&pageNumber=2&pageSize=10&hasTotalCount=true' },
  { name: 'my inquiries defaults', call: (a) => a.inquiries.listMine(), method: 'GET', url: '/profile/product-inquiries?pageSize=10&pageNumber=1&hasTotalCount=true' },
  { name: 'create inquiry', call: (a) => a.inquiries.create(1001, { type: 'PRODUCT', title: '사이즈', content: '지름이 몇 mm인가요?', secreted: true }), method: 'POST', url: '/products/1001/inquiries', body: { type: 'PRODUCT', title: '사이즈', content: '지름이 몇 mm인가요?', secreted: true } },
  { name: 'update inquiry', call: (a) => a.inquiries.update(55, { type: 'DELIVERY', title: '배송', content: '언제 오나요?', secreted: false }), method: 'PUT', url: '/products/inquiries/55', body: { type: 'DELIVERY', title: '배송', content: '언제 오나요?', secreted: false } },
  { name: 'delete inquiry', call: (a) => a.inquiries.remove(55), method: 'DELETE', url: '/products/inquiries/55' },
  { name: 'board configurations', call: (a) => a.boards.getConfigurations(), method: 'GET', url: '/boards/configurations' },
  { name: 'board articles', call: (a) => a.boards.listArticles(272902, { keyword: '배송', searchType: 'TITLE', pageSize: 10 }), method: 'GET', url: '/boards/272902/articles?keyword=%EB%B0%B0%EC%86%A1&searchType=TITLE&pageSize=10&pageNumber=1&hasTotalCount=true' },
  { name: 'board articles by id, defaults', call: (a) => a.boards.listArticles('notice'), method: 'GET', url: '/boards/notice/articles?pageNumber=1&hasTotalCount=true' },
  { name: 'board article', call: (a) => a.boards.getArticle(272902, 12), method: 'GET', url: '/boards/272902/articles/12' },
  { name: 'board article as its writer', call: (a) => a.boards.getArticle('inquiry', 12, { asMember: true }), method: 'GET', url: '/boards/inquiry/articles/12' },
  { name: 'my board articles', call: (a) => a.boards.listMyArticles('inquiry', { pageSize: 10 }), method: 'GET', url: '/boards/inquiry/articles?pageSize=10&isMine=true&pageNumber=1&hasTotalCount=true' },
  { name: 'my board articles defaults', call: (a) => a.boards.listMyArticles(272975), method: 'GET', url: '/boards/272975/articles?isMine=true&pageNumber=1&hasTotalCount=true' },
  { name: 'write article', call: (a) => a.boards.createArticle(280047, { articleTitle: '버그', articleContent: '장바구니가 비어요', secreted: true }), method: 'POST', url: '/boards/280047/articles', body: { articleTitle: '버그', articleContent: '장바구니가 비어요', secreted: true } },

  // cart and checkout
  { name: 'get cart', call: (a) => a.cart.get(), method: 'GET', url: '/cart' },
  { name: 'get cart, invalid split', call: (a) => a.cart.get({ divideInvalidProducts: true }), method: 'GET', url: '/cart?divideInvalidProducts=true' },
  { name: 'cart count', call: (a) => a.cart.count(), method: 'GET', url: '/cart/count' },
  { name: 'add to cart', call: (a) => a.cart.add([{ productNo: 1001, optionNo: 3, orderCnt: 2, optionInputs: [{ inputLabel: '디자인', inputValue: 'https://img/d.png' }] }]), method: 'POST', url: '/cart', body: [{ productNo: 1001, optionNo: 3, orderCnt: 2, optionInputs: [{ inputLabel: '디자인', inputValue: 'https://img/d.png' }] }] },
  { name: 'update cart', call: (a) => a.cart.update([{ cartNo: 5, orderCnt: 3 }]), method: 'PUT', url: '/cart', body: [{ cartNo: 5, orderCnt: 3 }] },
  { name: 'delete cart lines', call: (a) => a.cart.remove([5, 6]), method: 'DELETE', url: '/cart?cartNo=5,6' },
  { name: 'price guest cart', call: (a) => a.cart.calculateGuest([{ cartNo: 12345, productNo: 1001, optionNo: 3, orderCnt: 1 }]), method: 'POST', url: '/guest/cart', body: [{ cartNo: 12345, productNo: 1001, optionNo: 3, orderCnt: 1 }] },
  { name: 'create order sheet', call: (a) => a.checkout.createOrderSheet({ products: [{ productNo: 1001, optionNo: 3, orderCnt: 1 }], cartNos: [5] }), method: 'POST', url: '/order-sheets', body: { products: [{ productNo: 1001, optionNo: 3, orderCnt: 1 }], cartNos: [5] } },
  { name: 'get order sheet', call: (a) => a.checkout.getOrderSheet('202401010000001'), method: 'GET', url: '/order-sheets/202401010000001' },
  { name: 'get order sheet with address', call: (a) => a.checkout.getOrderSheet('S1', { includeMemberAddress: true }), method: 'GET', url: '/order-sheets/S1?includeMemberAddress=true' },
  { name: 'calculate order sheet', call: (a) => a.checkout.calculateOrderSheet('S1', { accumulationUseAmt: 1000, addressRequest: address }), method: 'POST', url: '/order-sheets/S1/calculate', body: { accumulationUseAmt: 1000, addressRequest: address } },
  { name: 'reserve payment', call: (a) => a.checkout.reservePayment({ orderSheetNo: 'S1', payType: 'CREDIT_CARD', pgType: 'DUMMY', clientReturnUrl: 'http://127.0.0.1:3000/order/order-result', member: true, orderer: { ordererName: '김코트', ordererEmail: 'kim@courtside.kr', ordererContact1: '010-1234-5678' }, shippingAddress: address, saveAddressBook: false, updateMember: false, subPayAmt: 0 }), method: 'POST', url: '/payments/reserve', body: { orderSheetNo: 'S1', payType: 'CREDIT_CARD', pgType: 'DUMMY', clientReturnUrl: 'http://127.0.0.1:3000/order/order-result', member: true, orderer: { ordererName: '김코트', ordererEmail: 'kim@courtside.kr', ordererContact1: '010-1234-5678' }, shippingAddress: address, saveAddressBook: false, updateMember: false, subPayAmt: 0 } },

  // orders and claims
  { name: 'order list', call: (a) => a.orders.list({ orderRequestTypes: ['PAY_DONE', 'DELIVERY_ING'], startYmd: '2024-01-01', endYmd: '2024-03-31', pageSize: 10 }), method: 'GET', url: '/profile/orders?orderRequestTypes=PAY_DONE,DELIVERY_ING&startYmd=2024-01-01&endYmd=2024-03-31&pageSize=10&pageNumber=1&hasTotalCount=true' },
  { name: 'order list defaults', call: (a) => a.orders.list(), method: 'GET', url: '/profile/orders?pageNumber=1&hasTotalCount=true' },
  { name: 'order detail', call: (a) => a.orders.get('202401010000001'), method: 'GET', url: '/profile/orders/202401010000001' },
  { name: 'order detail, claims only', call: (a) => a.orders.get('202401010000001', 'CLAIM'), method: 'GET', url: '/profile/orders/202401010000001?orderRequestType=CLAIM' },
  { name: 'status summary', call: (a) => a.orders.getStatusSummary(), method: 'GET', url: '/profile/orders/summary/status' },
  { name: 'status summary for a range', call: (a) => a.orders.getStatusSummary({ startYmd: '2024-01-01' }), method: 'GET', url: '/profile/orders/summary/status?startYmd=2024-01-01' },
  { name: 'cancel whole order', call: (a) => a.orders.cancelOrder('202401010000001', { claimReasonType: 'CHANGE_MIND', claimReasonDetail: '단순 변심' }), method: 'POST', url: '/profile/orders/202401010000001/claims/cancel', body: { claimType: 'CANCEL', claimReasonType: 'CHANGE_MIND', claimReasonDetail: '단순 변심' } },
  { name: 'cancel one option', call: (a) => a.orders.cancelOption(9, { productCnt: 1, claimReasonType: 'OUT_OF_STOCK' }), method: 'POST', url: '/profile/order-options/9/claims/cancel', body: { claimType: 'CANCEL', productCnt: 1, claimReasonType: 'OUT_OF_STOCK' } },
  { name: 'cancel several options (v1.1)', call: (a) => a.orders.cancelOptions([{ orderProductOptionNo: 9, productCnt: 1 }], { claimReasonType: 'CHANGE_MIND' }), method: 'POST', url: '/profile/claims/cancel', version: '1.1', body: { claimType: 'CANCEL', refundsImmediately: true, saveBankAccountInfo: false, claimReasonType: 'CHANGE_MIND', claimedProductOptions: [{ orderProductOptionNo: 9, productCnt: 1 }] } },
  { name: 'claim estimate', call: (a) => a.orders.estimate({ claimType: 'RETURN', claimReasonType: 'CHANGE_MIND', claimedProductOptions: [{ orderProductOptionNo: 9, productCnt: 1 }] }), method: 'POST', url: '/profile/claims/estimate', body: { claimType: 'RETURN', claimReasonType: 'CHANGE_MIND', claimedProductOptions: [{ orderProductOptionNo: 9, productCnt: 1 }], productCnt: 0 } },
  { name: 'claim result', call: (a) => a.orders.claimResult(5), method: 'GET', url: '/profile/claims/5/result' },
  { name: 'withdraw claim', call: (a) => a.orders.withdrawClaim(5), method: 'PUT', url: '/profile/claims/5/withdraw' },
  { name: 'option status counts', call: (a) => a.orders.getOptionStatusSummary(), method: 'GET', url: '/profile/order-options/summary/status' },
  { name: 'payment receipt', call: (a) => a.orders.paymentReceiptUrl('202401010000001'), method: 'GET', url: '/profile/orders/202401010000001/payment-receipt-url' },
  { name: 'guest withdraw claim', call: (a) => a.guestOrders.withdrawClaim(5, 'gt'), method: 'PUT', url: '/guest/claims/5/withdraw' },
  { name: 'request return', call: (a) => a.orders.requestReturn(9, { productCnt: 1, claimReasonType: 'DEFECTIVE_PRODUCT', returnWayType: 'SELLER_COLLECT', returnAddress: address }), method: 'POST', url: '/profile/order-options/9/claims/return', body: { claimType: 'RETURN', productCnt: 1, claimReasonType: 'DEFECTIVE_PRODUCT', returnWayType: 'SELLER_COLLECT', returnAddress: address } },
  { name: 'confirm purchase', call: (a) => a.orders.confirmPurchase(9), method: 'PUT', url: '/profile/order-options/9/confirm' },
  { name: 'guest order login', call: (a) => a.guestOrders.login('202401010000001', { password: 'guest1234', orderRequestType: 'ALL' }), method: 'POST', url: '/guest/orders/202401010000001', body: { password: 'guest1234', orderRequestType: 'ALL' } },
  { name: 'guest cancel whole order', call: (a) => a.guestOrders.cancelOrder('202401010000001', { claimReasonType: 'CHANGE_MIND' }), method: 'POST', url: '/guest/orders/202401010000001/claims/cancel', body: { claimType: 'CANCEL', claimReasonType: 'CHANGE_MIND' } },
  { name: 'guest cancel one option', call: (a) => a.guestOrders.cancelOption(9, { productCnt: 1, claimReasonType: 'CHANGE_MIND' }), method: 'POST', url: '/guest/order-options/9/claims/cancel', body: { claimType: 'CANCEL', productCnt: 1, claimReasonType: 'CHANGE_MIND' } },
  { name: 'guest return', call: (a) => a.guestOrders.requestReturn(9, { productCnt: 1, claimReasonType: 'DEFECTIVE_PRODUCT', returnWayType: 'SELLER_COLLECT' }), method: 'POST', url: '/guest/order-options/9/claims/return', body: { claimType: 'RETURN', productCnt: 1, claimReasonType: 'DEFECTIVE_PRODUCT', returnWayType: 'SELLER_COLLECT' } },
  { name: 'guest confirm purchase', call: (a) => a.guestOrders.confirmPurchase(9), method: 'PUT', url: '/guest/order-options/9/confirm' },
  { name: 'guest order', call: (a) => a.guestOrders.get('202401010000001', 'NORMAL'), method: 'GET', url: '/guest/orders/202401010000001?orderRequestType=NORMAL' },

  // my page
  { name: 'points summary', call: (a) => a.points.getSummary(), method: 'GET', url: '/profile/accumulations/summary' },
  { name: 'points list', call: (a) => a.points.list({ accumulationReason: 'ADD', startYmd: '2024-01-01', pageSize: 20 }), method: 'GET', url: '/profile/accumulations?accumulationReason=ADD&startYmd=2024-01-01&pageSize=20&pageNumber=1&hasTotalCount=true' },
  { name: 'points list defaults', call: (a) => a.points.list(), method: 'GET', url: '/profile/accumulations?pageNumber=1&hasTotalCount=true' },
  { name: 'my coupons', call: (a) => a.coupons.listMine({ pageNumber: 1, pageSize: 20, usable: true }), method: 'GET', url: '/coupons?pageNumber=1&pageSize=20&usable=true' },
  { name: 'coupon summary', call: (a) => a.coupons.getSummary(), method: 'GET', url: '/coupons/summary' },
  { name: 'issuable coupons', call: (a) => a.coupons.listIssuable(), method: 'GET', url: '/coupons/issuable' },
  { name: 'issuable coupons of a product', call: (a) => a.coupons.listIssuableForProduct(1001), method: 'GET', url: '/coupons/products/1001/issuable/coupons' },
  { name: 'download coupon', call: (a) => a.coupons.download(31), method: 'POST', url: '/coupons/31/download' },
  { name: 'address list', call: (a) => a.addresses.list(), method: 'GET', url: '/profile/shipping-addresses' },
  { name: 'create address', call: (a) => a.addresses.create({ ...address, addressName: '집', defaultYn: 'Y' }), method: 'POST', url: '/profile/shipping-addresses', body: { ...address, addressName: '집', defaultYn: 'Y' } },
  { name: 'update address', call: (a) => a.addresses.update(4, { ...address, addressName: '회사' }), method: 'PUT', url: '/profile/shipping-addresses/4', body: { ...address, addressName: '회사' } },
  { name: 'one address', call: (a) => a.addresses.get(4), method: 'GET', url: '/profile/shipping-addresses/4' },
  { name: 'delete address', call: (a) => a.addresses.remove(4), method: 'DELETE', url: '/profile/shipping-addresses/4' },
  { name: 'default address', call: (a) => a.addresses.setDefault(4), method: 'PUT', url: '/profile/shipping-addresses/4/default' },
  { name: 'liked products', call: (a) => a.likes.list({ pageSize: 12 }), method: 'GET', url: '/profile/like-products?pageSize=12&pageNumber=1&hasTotalCount=true' },
  { name: 'liked products defaults', call: (a) => a.likes.list(), method: 'GET', url: '/profile/like-products?pageNumber=1&hasTotalCount=true' },
  { name: 'liked count', call: (a) => a.likes.count(), method: 'GET', url: '/profile/like-products/count' },
  { name: 'like', call: (a) => a.likes.like([1001, 1002]), method: 'POST', url: '/profile/like-products', body: { items: [{ productNo: 1001, like: 'Y' }, { productNo: 1002, like: 'Y' }] } },
  { name: 'unlike', call: (a) => a.likes.unlike([1001]), method: 'POST', url: '/profile/like-products', body: { items: [{ productNo: 1001, like: 'N' }] } },
];

describe('Shop API calls', () => {
  it.each(cases)('$name → $method $url', async ({ call, method, url, body, version }) => {
    const fake = createFakeFetch();
    fake.reply({ json: { answered: true } });
    const api = createShopApiClient({
      baseUrl: base,
      clientId: 'courtside-local',
      platform: 'PC',
      fetch: fake.fetch,
      tokens: { getAccessToken: () => 'member-token' },
    });

    await expect(call(api)).resolves.toEqual({ answered: true });

    const sent = fake.single();
    expect(sent.method).toBe(method);
    expect(sent.url).toBe(base + url);
    expect(sent.headers.Version).toBe(version ?? '1.0');
    if (body === undefined) {
      expect(sent.body).toBeUndefined();
      expect(sent.headers['Content-Type']).toBeUndefined();
    } else {
      expect(fake.jsonBody(sent)).toEqual(body);
      expect(sent.headers['Content-Type']).toBe('application/json');
    }
  });

  it('encodes path parameters so an order number cannot change the path', async () => {
    const fake = createFakeFetch();
    const api = createShopApiClient({ baseUrl: base, clientId: 'c', platform: 'PC', fetch: fake.fetch, tokens: { getAccessToken: () => null } });
    await api.orders.get('2024/../profile');
    expect(fake.single().url).toBe(`${base}/profile/orders/2024%2F..%2Fprofile`);
  });
});
