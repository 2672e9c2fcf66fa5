// ESLint rule: the storefront's components and pages read no field name of the commerce platform's
// replies (issue 32). The platform's shapes end in apps/web/lib/<area>/ — cart-view.ts, order views,
// product view …, vercel/commerce's `reshape*` idea — which turn them into the storefront's own
// types; a component or page that reads `buyAmt`, `baseInfo` or `deliveryGroups` has skipped that
// layer. The names are the platform's money fields (`…Amt`, `…AmtInfo`) and the nestings of its
// product, cart, order-sheet, order and claim replies. Any identifier counts (a property read, a
// destructured key, a prop name, a variable), as a grep would; strings do not.

/** Names the platform's replies use and the storefront's own types do not. */
export const PLATFORM_FIELD_NAMES = [
  'baseInfo',
  'deliveryGroups',
  'orderProducts',
  'orderProductOptions',
  'invalidProducts',
  'orderSheetPromotionSummary',
  'lastOrderAmount',
  'claimPriceInfo',
  'refundInfos',
  // The order and claim nesting and status codes (issue 29/32): lib/order/order-view.ts and
  // lib/claim/claim-order.ts turn them into `lines`, `status`, `claimKind` …
  'orderOptions',
  'orderOptionsGroupByPartner',
  'orderOptionsGroupByDelivery',
  'orderStatusType',
  'defaultOrderStatusType',
  'claimStatusType',
  'saleStatusType',
];

const PLATFORM_FIELD = new RegExp(`^(?:${PLATFORM_FIELD_NAMES.join('|')}|[a-z][A-Za-z]*Amt|[a-z][A-Za-z]*AmtInfo)$`);

/** True when `name` is one of the platform's field names. */
export function isPlatformField(name) {
  return PLATFORM_FIELD.test(name);
}

export const noPlatformFields = {
  meta: {
    type: 'problem',
    docs: { description: 'components/ and app/ read the storefront’s own types, never the platform’s field names' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (isPlatformField(node.name)) {
        context.report({
          node,
          message: `components/와 app/은 플랫폼 응답의 필드(${node.name})를 읽지 않습니다: lib/<영역>/이 스토어의 타입으로 바꿔 건넵니다.`,
        });
      }
    };
    return { Identifier: check, JSXIdentifier: check };
  },
};

