// The repository's own lint (eslint.config.js, what `pnpm lint` runs) refuses a storefront component
// or page that reads a field name of the platform's replies, and allows the storefront's own types
// and any such name in lib/ (where the replies are reshaped).
import { describe, expect, it } from 'vitest';
import { eslintCommandOn, ruleErrors } from './eslint-harness.ts';
import { isPlatformField } from './no-platform-fields.js';

const RULE = 'courtside/no-platform-fields';
const platformFieldErrors = (filePath: string, code: string) => ruleErrors(RULE, filePath, code);

describe('pnpm lint: storefront components and pages read no platform field names', () => {
  it.each([
    ['apps/web/components/cart/x.tsx', 'export const total = (t: { paymentAmt: number }) => t.paymentAmt;', 'paymentAmt'],
    ['apps/web/components/product/x.tsx', 'export const name = (p: { baseInfo: { productName: string } }) => p.baseInfo.productName;', 'baseInfo'],
    ['apps/web/app/(shop)/x/page.tsx', 'export const groups = (s: { deliveryGroups: unknown[] }) => s.deliveryGroups.length;', 'deliveryGroups'],
    ['apps/web/components/checkout/x.tsx', 'export const lines = ({ orderProductOptions }: { orderProductOptions: unknown[] }) => orderProductOptions;', 'orderProductOptions'],
    ['apps/web/components/mypage/x.tsx', 'export const d = (e: { deliveryAmtInfo: object }) => e.deliveryAmtInfo;', 'deliveryAmtInfo'],
    ['apps/web/components/x.tsx', 'export const X = (p: { n: number }) => <Box remoteDeliveryAmt={p.n} />;\nconst Box = (_: object) => null;', 'remoteDeliveryAmt'],
    ['apps/web/components/mypage/x.tsx', 'export const n = (o: { orderOptions: unknown[] }) => o.orderOptions.length;', 'orderOptions'],
    ['apps/web/components/order/x.tsx', "export const waiting = (o: { orderStatusType: string }) => o.orderStatusType === 'DEPOSIT_WAIT';", 'orderStatusType'],
    ['apps/web/components/mypage/x.tsx', "export const kind = ({ claimStatusType }: { claimStatusType: string | null }) => claimStatusType?.startsWith('EXCHANGE');", 'claimStatusType'],
    ['apps/web/app/(shop)/x/page.tsx', "export const onSale = (p: { status: { saleStatusType: string } }) => p.status.saleStatusType === 'ONSALE';", 'saleStatusType'],
    ['apps/web/components/order/x.tsx', "export const w = (o: { defaultOrderStatusType?: string }) => o.defaultOrderStatusType;", 'defaultOrderStatusType'],
    ['apps/web/components/mypage/x.tsx', 'export const g = (o: { orderOptionsGroupByPartner: unknown[] }) => o.orderOptionsGroupByPartner;', 'orderOptionsGroupByPartner'],
  ])('%s: %s is refused', async (file, code, name) => {
    const errors = await platformFieldErrors(file, code);
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors[0]).toContain(name);
    expect(errors[0]).toContain('lib/<영역>/');
  });

  it.each([
    ['apps/web/components/cart/x.tsx', 'export const total = (t: { paymentAmount: number }) => t.paymentAmount;'],
    ['apps/web/components/x.tsx', "export const id = 'cart-payment-amt';"],
    ['apps/web/lib/cart/x.ts', 'export const total = (t: { paymentAmt: number; deliveryGroups: unknown[] }) => t.paymentAmt + t.deliveryGroups.length;'],
    ['apps/pos/src/renderer/x.tsx', 'export const total = (t: { paymentAmt: number }) => t.paymentAmt;'],
    ['apps/web/components/mypage/x.tsx', "export const waiting = (o: { status: string; claimKind: string; lines: unknown[] }) => o.status === 'DEPOSIT_WAIT' && o.lines.length > 0 && o.claimKind;"],
    ['apps/web/components/admin/x.tsx', 'export const label = (c: { claimStatusTypeLabel: string }) => c.claimStatusTypeLabel;'],
    ['apps/web/lib/claim/x.ts', 'export const n = (o: { orderOptions: { orderStatusType: string; claimStatusType: string | null }[] }) => o.orderOptions.filter((x) => x.orderStatusType && x.claimStatusType).length;'],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await platformFieldErrors(file, code)).toEqual([]);
  });

  it('fails the eslint command on a component placed in the storefront that reads a platform field', () => {
    const run = eslintCommandOn('apps/web/components/lint-fixture-platform-field.tsx', 'export const paid = (o: { payAmt: number }) => o.payAmt;\n');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(RULE);
  });

  it('knows the platform names and not the storefront ones', () => {
    for (const name of ['buyAmt', 'standardAmt', 'productAmtInfo', 'baseInfo', 'orderProducts', 'lastOrderAmount', 'refundInfos']) expect(isPlatformField(name)).toBe(true);
    for (const name of ['orderOptions', 'orderStatusType', 'claimStatusType', 'saleStatusType']) expect(isPlatformField(name)).toBe(true);
    for (const name of ['buyAmount', 'Amt', 'amount', 'orderNo', 'productName', 'discountRate']) expect(isPlatformField(name)).toBe(false);
    for (const name of ['status', 'lines', 'claimStatusTypeLabel', 'optionText']) expect(isPlatformField(name)).toBe(false);
  });
});
