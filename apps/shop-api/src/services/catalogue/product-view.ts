// GET /products/{productNo}: the catalogue product dressed in the platform's detail shape, plus
// what depends on who asks (liked, my inquiries, whether a review can be written).
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { productOf } from './catalogue.ts';
import type { CatalogueDelivery, CatalogueProduct } from './catalogue-types.ts';
import { categoryPath, loadCategoryTree, type CategoryTree } from './category-tree.ts';
import { builtFor, type BrandRow, type CatalogueReadModel } from './read-model/catalogue-read-model.ts';
import { absoluteUrl } from './image-urls.ts';
import { reviewableOrderOptionNos } from '../community/review-eligibility.ts';
import type { MemberRow } from '../../domain/member.ts';
import { toYmdt } from '../../domain/kst-time.ts';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export function deliveryConditionLabel(d: CatalogueDelivery): string {
  switch (d.deliveryConditionType) {
    case 'FREE':
      return '무료배송';
    case 'FIXED_FEE':
      return `배송비 ${won(d.deliveryAmt)}`;
    case 'CONDITIONAL':
      return `배송비 ${won(d.deliveryAmt)} (${won(d.aboveDeliveryAmt)} 이상 구매 시 무료)`;
  }
}

export function deliveryFeeReply(d: CatalogueDelivery) {
  return {
    deliveryConditionType: d.deliveryConditionType,
    deliveryAmt: d.deliveryAmt,
    aboveDeliveryAmt: d.deliveryConditionType === 'CONDITIONAL' ? d.aboveDeliveryAmt : null,
    returnDeliveryAmt: d.returnDeliveryAmt,
    deliveryType: 'PARCEL_DELIVERY',
    deliveryCompanyType: 'CJ',
    deliveryCompanyTypeLabel: 'CJ',
    perOrderCnt: null,
    defaultDeliveryConditionLabel: deliveryConditionLabel(d),
    deliveryAmtLabels: [],
    deliveryConditionDetails: [],
    remoteDeliveryAreaFees: [],
    deliveryPrePayment: true,
    deliveryCustomerInfo: '',
    totalWeight: 0,
    deliveryTemplateName: d.deliveryConditionType === 'FIXED_FEE' ? '대형 상품 배송' : '기본 배송',
  };
}

async function productCategories(db: Kysely<ShopDb>, productNo: number) {
  const [rows, tree] = await Promise.all([
    db.selectFrom('product_categories').select('category_no').where('product_no', '=', productNo).orderBy('category_no').execute(),
    loadCategoryTree(db),
  ]);
  return categoriesReply(rows.map((r) => r.category_no), tree);
}

function categoriesReply(categoryNos: number[], tree: CategoryTree) {
  return categoryNos.map((categoryNo, i) => {
    const path = categoryPath(tree, categoryNo);
    return {
      fullCategoryLabel: path.map((n) => n.label).join('>'),
      representativeYn: i === 0 ? 'Y' : 'N',
      categories: path.map((n) => ({ label: n.label, depth: n.depth, categoryNo: n.categoryNo })),
    };
  });
}

interface ViewerFacts {
  inquiryCnt: number;
  myInquiryCnt: number;
  liked: boolean;
  reviewAvailable: boolean;
}

/** What the detail shows a member: their inquiries, like and whether they may review (the inquiry count too unless given). */
async function viewerFacts(db: Kysely<ShopDb>, productNo: number, member: MemberRow | null, knownInquiryCnt?: number): Promise<ViewerFacts> {
  const inquiryCount = db.selectFrom('inquiries').select((eb) => eb.fn.countAll().as('n'))
    .where('product_no', '=', productNo).where('deleted', '=', 0).where('parent_inquiry_no', 'is', null);
  const [all, mine, liked, reviewable] = await Promise.all([
    knownInquiryCnt !== undefined ? Promise.resolve({ n: knownInquiryCnt }) : inquiryCount.executeTakeFirst(),
    member ? inquiryCount.where('member_no', '=', member.member_no).executeTakeFirst() : Promise.resolve(undefined),
    member
      ? db.selectFrom('like_products').select('product_no').where('member_no', '=', member.member_no).where('product_no', '=', productNo).executeTakeFirst()
      : Promise.resolve(undefined),
    member ? reviewableOrderOptionNos(db, member.member_no, productNo) : Promise.resolve([]),
  ]);
  return { inquiryCnt: Number(all?.n ?? 0), myInquiryCnt: Number(mine?.n ?? 0), liked: liked !== undefined, reviewAvailable: reviewable.length > 0 };
}

export async function productDetailReply(db: Kysely<ShopDb>, product: CatalogueProduct, member: MemberRow | null, baseUrl: string) {
  const [categories, facts, brand] = await Promise.all([
    productCategories(db, product.productNo),
    viewerFacts(db, product.productNo, member),
    product.brandNo === null ? Promise.resolve(undefined) : db.selectFrom('brands').selectAll().where('brand_no', '=', product.brandNo).executeTakeFirst(),
  ]);
  return detailReply(product, categories, facts, brand, baseUrl);
}

/** Nobody signed in: nothing is theirs. */
const anonymous = (inquiryCnt: number): ViewerFacts => ({ inquiryCnt, myInquiryCnt: 0, liked: false, reviewAvailable: false });

/**
 * The detail reply from the read model: for nobody signed in, its JSON text, built once per
 * product change and kept with the product; for a member, the same with their own facts (three
 * indexed reads). Null when there is no such product on display.
 */
export async function productDetailText(model: CatalogueReadModel, db: Kysely<ShopDb>, productNo: number, member: MemberRow | null, baseUrl: string): Promise<string | null> {
  const entry = (await model.productEntries([productNo])).get(productNo);
  if (!entry || entry.row.display !== 1) return null;
  const product = builtFor(entry, baseUrl, 'product', () => productOf(entry, baseUrl));
  const brand = product.brandNo === null ? undefined : model.brand(product.brandNo);
  const categories = builtFor(entry, baseUrl, 'categories', () => categoriesReply(entry.categoryNos, model.tree()));
  if (!member) return builtFor(entry, baseUrl, 'detail', () => JSON.stringify(detailReply(product, categories, anonymous(entry.inquiryCnt), brand, baseUrl)));
  const facts = await viewerFacts(db, productNo, member, entry.inquiryCnt);
  return JSON.stringify(detailReply(product, categories, facts, brand, baseUrl));
}

function detailReply(product: CatalogueProduct, categories: ReturnType<typeof categoriesReply>, facts: ViewerFacts, brand: BrandRow | undefined, baseUrl: string) {
  const onSale = product.saleStatus === 'ONSALE';
  const buyPrices = product.options.map((o) => o.buyPrice);
  const mainOption = product.options.find((o) => o.main) ?? product.options[0];
  const basePrice = product.salePrice - product.immediateDiscountAmt;
  return {
    baseInfo: {
      productNo: product.productNo,
      productName: product.productName,
      productNameEn: '',
      content: product.content,
      contentHeader: '',
      contentFooter: '',
      imageUrls: product.imageUrls,
      imageUrlInfo: product.imageUrls.map((url) => ({ url, type: 'IMAGE_URL' })),
      saleStartYmdt: toYmdt(product.saleStartYmdt),
      saleEndYmdt: toYmdt(product.saleEndYmdt),
      salePeriodType: product.saleEndYmdt ? 'PERIOD' : 'REGULAR',
      registerYmdt: toYmdt(product.registeredAt),
      promotionText: product.promotionText ?? '',
      stickerLabels: product.stickerLabels,
      stickerInfos: product.stickerLabels.map((label, i) => ({ no: i + 1, type: 'TEXT', label, name: label })),
      dutyInfo: JSON.stringify({ categoryName: '스포츠용품', contents: [{ 제조자: product.brandName ?? '코트사이드' }, { 제조국: '대한민국' }, { 'A/S 책임자와 전화번호': '코트사이드 고객센터 1588-0000' }] }),
      productManagementCd: `CS${product.productNo}`,
      placeOriginLabel: '국산',
      placeOriginEtcLabel: '',
      purchaseGuide: '',
      optionImageViewable: product.options.some((o) => o.imageUrl !== null),
      couponUseYn: product.couponUse ? 'Y' : 'N',
      accumulationUseYn: product.accumulationUse ? 'Y' : 'N',
      minorPurchaseYn: 'Y',
      urlDirectDisplayYn: 'N',
      productClassType: 'DEFAULT',
      productGroup: 'DELIVERY',
      mappingType: 'SINGLE',
      customProperties: [],
    },
    deliveryDate: { daysAfterPurchase: null, daysOfWeek: null, period: null },
    stock: { stockCnt: product.stockCnt, mainStockCnt: mainOption ? Math.max(0, mainOption.stockCnt) : 0, saleCnt: product.saleCnt },
    price: {
      salePrice: product.salePrice,
      immediateDiscountAmt: product.immediateDiscountAmt,
      immediateDiscountUnitType: product.immediateDiscountUnitType,
      additionDiscountAmt: product.additionDiscountAmt,
      additionDiscountUnitType: 'WON',
      additionDiscountValue: product.additionDiscountAmt,
      minSalePrice: buyPrices.length > 0 ? Math.min(...buyPrices) : basePrice,
      maxSalePrice: buyPrices.length > 0 ? Math.max(...buyPrices) : basePrice,
      maxAdditionDiscountAmt: 0,
      maxDiscountAmount: 0,
      couponDiscountAmt: 0,
      maxCouponAmt: 0,
      accumulationAmtWhenBuyConfirm: Math.floor((basePrice * product.accumulationRate) / 100),
      accumulationRate: product.accumulationRate,
      accumulationRateOfMember: 0,
      photoReviewAccumulationAmt: 0,
      unitName: '',
      unitNameType: '개',
      unitPrice: 0,
      contentsIfPausing: '',
    },
    deliveryFee: deliveryFeeReply(product.delivery),
    limitations: {
      minBuyCnt: product.minBuyCnt,
      maxBuyPersonCnt: product.maxBuyPersonCnt,
      maxBuyTimeCnt: product.maxBuyTimeCnt,
      maxBuyDays: 0,
      maxBuyPeriodCnt: 0,
      memberOnly: product.memberOnly,
      canAddToCart: onSale && !product.soldOut,
      refundable: product.customKind === null,
      nonRefundTypes: product.customKind === null ? [] : ['CANCEL', 'RETURN', 'EXCHANGE'],
      naverPayHandling: false,
    },
    counter: { likeCnt: product.likeCnt, reviewCnt: product.reviewCnt, inquiryCnt: facts.inquiryCnt, myInquiryCnt: facts.myInquiryCnt },
    categories,
    brand: brand
      ? { brandNo: brand.brand_no, name: brand.name, nameKo: brand.name, nameEn: brand.name_en ?? '', nameType: 'NAME_KO', logoImageUrl: brand.logo_image_url ? absoluteUrl(baseUrl, brand.logo_image_url) : '' }
      : null,
    liked: facts.liked,
    partner: { partnerNo: product.delivery.partnerNo, partnerName: product.delivery.partnerName },
    status: { saleStatusType: product.saleStatus, soldout: product.soldOut, display: product.display, productClassType: 'DEFAULT' },
    shippingInfo: {
      shippingAvailable: true,
      shippingConfig: { shippingAreaType: 'MALL_SHIPPING_AREA', shippingAreaPartnerNo: product.delivery.partnerNo, combinable: true, internationalShippingAvailable: false, templateNo: product.delivery.deliveryTemplateNo },
    },
    deliveryGuide: '<p>평일 오후 2시 이전 결제 완료 시 당일 출고됩니다.</p>',
    afterServiceGuide: '<p>코트사이드 고객센터(1588-0000)로 문의해 주세요.</p>',
    refundGuide: '<p>단순 변심 반품 시 왕복 배송비가 부과됩니다.</p>',
    exchangeGuide: '<p>수령 후 7일 이내 교환을 신청할 수 있습니다.</p>',
    relatedProductNos: [],
    displayableStock: true,
    saleMethodType: 'PURCHASE',
    reviewAvailable: facts.reviewAvailable,
    reviewRate: product.reviewRating,
    mainBestProductYn: false,
  };
}
