// POST /payments/reserve: checks the order sheet, freezes the amount, and answers the sandbox
// payment window as returnUrl (the shop sends the shopper there; the window redirects back).
import type { Hono } from 'hono';
import { z } from 'zod';
import { readJson } from '../http/request.ts';
import { reservePayment } from '../services/checkout/payments.ts';
import { numberSchema } from './cart.ts';
import { DomainError } from '../domain/errors.ts';
import { isRegisteredReturnUrl } from '../domain/return-urls.ts';
import type { AppEnv } from '../http/context.ts';

const MAX_INT = 2_147_483_647;
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));
const phone = z.string().trim().regex(/^\+?[0-9-]{8,20}$/, '전화번호');
const httpUrl = z
  .string()
  .max(2000)
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'http(s) 주소');

/** 현금영수증 as the reserve call and the order's cash-receipt operations send it. */
export const cashReceiptSchema = z.object({
  cashReceiptIssuePurposeType: z.enum(['INCOME_TAX_DEDUCTION', 'PROOF_EXPENDITURE']),
  cashReceiptKeyType: z.enum(['MOBILE_NO', 'CARD_NO', 'BUSINESS_NO']).nullish(),
  cashReceiptKey: z.string().trim().min(1, '현금영수증 번호를 입력해 주세요.').max(30),
});

const reserveSchema = z.object({
  orderSheetNo: z.string().max(40),
  payType: z.string().max(40),
  pgType: z.string().max(40),
  clientReturnUrl: httpUrl,
  member: z.boolean(),
  orderer: z.object({
    ordererName: z.string().trim().min(1).max(50),
    ordererEmail: z.union([z.literal(''), z.string().trim().max(100).regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/)]).nullish(),
    ordererContact1: phone,
    ordererContact2: z.union([z.literal(''), phone]).nullish(),
  }),
  shippingAddress: z.object({
    addressNo: z.number().int().min(0).max(MAX_INT).nullish(),
    addressName: optionalText(50),
    receiverName: z.string().trim().min(1).max(50),
    receiverZipCd: z.string().trim().regex(/^\d{5}$/, '우편번호 5자리'),
    receiverAddress: z.string().trim().min(1).max(300),
    receiverJibunAddress: optionalText(300),
    receiverDetailAddress: optionalText(300),
    receiverContact1: phone,
    receiverContact2: z.union([z.literal(''), phone]).nullish(),
    countryCd: optionalText(10),
  }),
  useDefaultAddress: z.boolean().nullish(),
  saveAddressBook: z.boolean().nullish(),
  updateMember: z.boolean().nullish(),
  subPayAmt: z.number().int().min(0).max(1_000_000_000).nullish(),
  paymentAmtForVerification: z.number().int().min(0).max(100_000_000_000).nullish(),
  coupons: z
    .object({
      productCoupons: z.array(z.object({ productNo: numberSchema, couponIssueNo: numberSchema })).max(100).nullish(),
      cartCouponIssueNo: z.number().int().min(0).max(MAX_INT).nullish(),
      promotionCode: optionalText(100),
    })
    .nullish(),
  orderMemo: optionalText(500),
  deliveryMemo: optionalText(500),
  tempPassword: z.string().max(100).nullish(),
  agreementTypes: z.array(z.string().max(60)).max(20).nullish(),
  extraData: z.record(z.string(), z.unknown()).nullish(),
  clientParams: z.record(z.string(), z.unknown()).nullish(),
  orderTitle: optionalText(200),
  inAppYn: optionalText(1),
  applyCashReceipt: z.boolean().nullish(),
  cashReceipt: cashReceiptSchema.nullish(),
});

export function registerPayments(app: Hono<AppEnv>): void {
  app.post('/payments/reserve', async (c) => {
    const body = await readJson(c, reserveSchema);
    const deps = c.get('deps');
    const member = c.get('member');
    // The payment window sends the shopper back here: only to the mall's registered origins.
    if (!isRegisteredReturnUrl(deps.config, body.clientReturnUrl)) throw new DomainError('invalid', 'C0021', 'clientReturnUrl이 쇼핑몰에 등록된 주소가 아닙니다.');
    const s = body.shippingAddress;
    const { key } = await reservePayment(
      deps.db,
      member?.member_no ?? null,
      {
        orderSheetNo: body.orderSheetNo,
        payType: body.payType,
        pgType: body.pgType,
        clientReturnUrl: body.clientReturnUrl,
        member: body.member,
        orderer: {
          ordererName: body.orderer.ordererName,
          ordererEmail: body.orderer.ordererEmail || null,
          ordererContact1: body.orderer.ordererContact1,
          ordererContact2: body.orderer.ordererContact2 || null,
        },
        shipping: {
          addressNo: s.addressNo ?? 0,
          addressName: s.addressName,
          receiverName: s.receiverName,
          receiverZipCd: s.receiverZipCd,
          receiverAddress: s.receiverAddress,
          receiverJibunAddress: s.receiverJibunAddress,
          receiverDetailAddress: s.receiverDetailAddress,
          receiverContact1: s.receiverContact1,
          receiverContact2: s.receiverContact2 || null,
        },
        saveAddressBook: body.saveAddressBook ?? false,
        subPayAmt: body.subPayAmt ?? 0,
        paymentAmtForVerification: body.paymentAmtForVerification ?? null,
        coupons: { productCoupons: body.coupons?.productCoupons ?? [], cartCouponIssueNo: body.coupons?.cartCouponIssueNo || null },
        orderMemo: body.orderMemo,
        deliveryMemo: body.deliveryMemo,
        tempPassword: body.tempPassword ?? null,
        extraData: body.extraData ?? {},
        cashReceipt: body.applyCashReceipt && body.cashReceipt
          ? { purpose: body.cashReceipt.cashReceiptIssuePurposeType, key: body.cashReceipt.cashReceiptKey, keyType: body.cashReceipt.cashReceiptKeyType ?? null }
          : null,
      },
      { now: deps.now(), baseUrl: deps.baseUrl() },
    );
    const base = deps.baseUrl();
    return c.json({
      orderSheetNo: body.orderSheetNo,
      pgType: body.pgType,
      key,
      returnUrl: `${base}/sandbox/payments/${key}`,
      confirmUrl: `${base}/sandbox/payments/${key}/approve`,
      clientReturnUrl: body.clientReturnUrl,
      extraData: body.extraData ?? {},
    });
  });
}
