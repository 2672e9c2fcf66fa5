'use client';
// /order/{orderSheetNo}/checkout for members and guests: the order sheet, orderer and receiver (with
// the postal-code search and, for members, saved addresses), coupons and points (members), payment
// method, guest order password, terms; 결제하기 reserves the payment and sends the browser to the
// provider's page, which comes back to /order/order-result.
import { useQuery } from '@tanstack/react-query';
import Link from '@/components/ui/link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isShopApiError } from '@courtside/core/api';
import { useShopApi } from '@/components/providers';
import { useAlertModal } from '@/components/order/alert-modal';
import { cartPath } from '@/lib/cart/cart-path';
import { EMPTY_RECEIVER, firstErrorField, validateCheckout, type CheckoutErrors, type CheckoutForm, type OrdererFields, type ReceiverFields } from '@/lib/checkout/checkout-form';
import { initialPayType, interestFreeLines, offeredPayMethods } from '@/lib/checkout/pay-methods';
import { reshapeOrderSheet, reshapePayment } from '@/lib/checkout/order-sheet-view';
import { savePendingPayment, sheetCartNos } from '@/lib/checkout/pending-payment';
import { buildReserveRequest, type CalculationInputs, type CouponSelection } from '@/lib/checkout/reserve-request';
import { loginPathFor } from '@/lib/safe-redirect';
import { useAuthStore } from '@/lib/session/auth-store';
import { checkoutTerms } from './checkout-terms';
import { DiscountSection } from './discount-section';
import { GuestPasswordSection } from './guest-password-section';
import { OrderProducts } from './order-products';
import { OrdererSection } from './orderer-section';
import { PayMethodSection } from './pay-method-section';
import { PaymentBox } from './payment-box';
import { ReceiverSection } from './receiver-section';
import { TermsSection } from './terms-section';
import { fieldId } from './text-field';
import { errorText, useSheetCalculation } from './use-sheet-calculation';
import styles from './checkout.module.css';

const EMPTY_FORM: CheckoutForm = {
  orderer: { name: '', phone: '', email: '' },
  receiver: EMPTY_RECEIVER,
  deliveryMemo: '',
  guestPassword: '',
  guestPasswordConfirm: '',
  agreedTerms: [],
  payType: null,
};

export function Checkout({ orderSheetNo, requestedPayType }: { orderSheetNo: string; requestedPayType: string | null }) {
  const shopApi = useShopApi();
  const hydrated = useAuthStore((s) => s.hydrated);
  const member = useAuthStore((s) => s.session.status === 'active');
  const profile = useAuthStore((s) => s.profile);
  const { alert, modal } = useAlertModal();

  const sheetQuery = useQuery({
    queryKey: member ? ['member', 'order-sheet', orderSheetNo] : ['order-sheet', orderSheetNo],
    queryFn: () => shopApi.checkout.getOrderSheet(orderSheetNo, { includeMemberAddress: member }),
    enabled: hydrated,
    staleTime: Infinity,
    retry: false,
  });
  const sheet = sheetQuery.data;
  const view = useMemo(() => (sheet ? reshapeOrderSheet(sheet) : null), [sheet]);
  const calc = useSheetCalculation(orderSheetNo);
  const [form, setForm] = useState<CheckoutForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [sameAsOrderer, setSameAsOrderer] = useState(false);
  const [saveAddressBook, setSaveAddressBook] = useState(false);
  const [paying, setPaying] = useState(false);
  const started = useRef(false);

  const choices = useMemo(() => offeredPayMethods(sheet?.availablePayTypes ?? []), [sheet]);
  const interestFree = useMemo(() => interestFreeLines(sheet?.availablePayTypes ?? []), [sheet]);
  const terms = useMemo(() => (sheet ? checkoutTerms(sheet) : []), [sheet]);
  const { recalculate, reset } = calc;

  // The first time the sheet arrives: fill in what the platform knows, then price the address.
  useEffect(() => {
    if (!sheet || started.current) return;
    started.current = true;
    const contact = sheet.ordererContact;
    const main = member ? sheet.orderSheetAddress?.mainAddress : null;
    const receiver: ReceiverFields = main
      ? { name: main.receiverName, phone: main.receiverContact1, zipCd: main.receiverZipCd, address: main.receiverAddress, jibunAddress: main.receiverJibunAddress ?? '', detailAddress: main.receiverDetailAddress, addressNo: main.addressNo }
      : EMPTY_RECEIVER;
    setForm((f) => ({
      ...f,
      orderer: {
        name: contact?.ordererName || profile?.memberName || '',
        phone: contact?.ordererContact1 || profile?.mobileNo || '',
        email: contact?.ordererEmail || profile?.email || '',
      },
      receiver,
      payType: initialPayType(offeredPayMethods(sheet.availablePayTypes), requestedPayType, sheet.lastPayType),
    }));
    const coupons: CouponSelection = { productCoupons: sheet.appliedCoupons?.productCoupons ?? [], cartCouponIssueNo: sheet.appliedCoupons?.cartCouponIssueNo ?? null };
    const start: CalculationInputs = { zipCd: '', coupons, points: 0 };
    reset(start);
    if (receiver.zipCd) void recalculate({ ...start, zipCd: receiver.zipCd }, receiver);
  }, [sheet, member, profile, requestedPayType, reset, recalculate]);

  const updateOrderer = (patch: Partial<OrdererFields>) =>
    setForm((f) => {
      const orderer = { ...f.orderer, ...patch };
      const receiver = sameAsOrderer ? { ...f.receiver, name: orderer.name, phone: orderer.phone } : f.receiver;
      return { ...f, orderer, receiver };
    });
  const updateReceiver = (patch: Partial<ReceiverFields>) => setForm((f) => ({ ...f, receiver: { ...f.receiver, ...patch } }));
  const formRef = useRef(form);
  formRef.current = form;
  const changeAddress = useCallback(
    (patch: Partial<ReceiverFields>) => {
      const receiver = { ...formRef.current.receiver, ...patch };
      setForm((f) => ({ ...f, receiver: { ...f.receiver, ...patch } }));
      if (receiver.zipCd !== calc.inputs.zipCd) void recalculate({ ...calc.inputs, zipCd: receiver.zipCd }, receiver);
    },
    [calc.inputs, recalculate],
  );

  if (!hydrated || sheetQuery.isPending) {
    return (
      <p role="status" className={styles.loading}>
        주문서를 불러오는 중입니다.
      </p>
    );
  }
  if (sheetQuery.isError || !sheet || !view) {
    const needsLogin = isShopApiError(sheetQuery.error) && sheetQuery.error.status === 401;
    return (
      <div className={styles.failed}>
        <h1 className={styles.title}>주문서</h1>
        <p role="alert">{errorText(sheetQuery.error)}</p>
        <p className={styles.failedLinks}>
          {needsLogin && <Link href={loginPathFor(`/order/${orderSheetNo}/checkout`)}>로그인하기</Link>}
          <Link href={cartPath(member)}>장바구니로 돌아가기</Link>
          <Link href="/">홈으로</Link>
        </p>
      </div>
    );
  }

  const payment = reshapePayment(calc.payment ?? sheet.paymentInfo);

  const pay = async () => {
    const found = validateCheckout(form, { guest: !member, requiredTerms: terms.filter((t) => t.required).map((t) => t.termsType) });
    setErrors(found);
    const first = firstErrorField(found);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    const method = choices.find((c) => c.payType === form.payType);
    if (!method) return;
    setPaying(true);
    try {
      const reply = await shopApi.checkout.reservePayment(
        buildReserveRequest({
          orderSheetNo,
          method,
          origin: window.location.origin,
          member,
          form,
          inputs: calc.inputs,
          paymentAmount: payment.total,
          saveAddressBook,
          orderTitle: view.title,
        }),
      );
      if (!reply.returnUrl) throw new Error('no-return-url');
      const storage = window.sessionStorage;
      savePendingPayment(storage, {
        orderSheetNo,
        member,
        guestPassword: member ? null : form.guestPassword,
        guestCartNos: member ? [] : sheetCartNos(storage, orderSheetNo),
      });
      window.location.assign(reply.returnUrl);
    } catch (error) {
      setPaying(false);
      alert({ message: errorText(error) });
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>주문/결제</h1>
      {!member && (
        <p className={styles.guestNote}>
          비회원으로 주문합니다. <Link href={loginPathFor(`/order/${orderSheetNo}/checkout`)}>로그인</Link>하면 적립금과 쿠폰을 쓸 수 있어요.
        </p>
      )}
      {view.invalidProductNames.length > 0 && (
        <p role="alert" className={styles.invalidNote}>
          주문할 수 없는 상품이 있습니다: {view.invalidProductNames.join(', ')}. 장바구니에서 다시 주문해 주세요.
        </p>
      )}
      <div className={styles.layout}>
        <div className={styles.main}>
          <OrderProducts groups={view.groups} lineCount={view.lineCount} />
          <OrdererSection orderer={form.orderer} errors={errors} guest={!member} onChange={updateOrderer} />
          <ReceiverSection
            receiver={form.receiver}
            deliveryMemo={form.deliveryMemo}
            errors={errors}
            member={member}
            sameAsOrderer={sameAsOrderer}
            saveAddressBook={saveAddressBook}
            remoteDelivery={payment.remoteDelivery}
            onChange={updateReceiver}
            onAddress={changeAddress}
            onMemo={(deliveryMemo) => setForm((f) => ({ ...f, deliveryMemo }))}
            onSameAsOrderer={(same) => {
              setSameAsOrderer(same);
              if (same) updateReceiver({ name: form.orderer.name, phone: form.orderer.phone });
            }}
            onSaveAddressBook={setSaveAddressBook}
          />
          {member && (
            <DiscountSection
              products={view.products}
              coupons={calc.inputs.coupons}
              points={calc.inputs.points}
              myPoints={view.myPoints}
              maxPoints={payment.maxPoints}
              busy={calc.calculating}
              onCoupons={(coupons) => void recalculate({ ...calc.inputs, coupons }, form.receiver)}
              onPoints={(points) => void recalculate({ ...calc.inputs, points }, form.receiver)}
            />
          )}
          <PayMethodSection choices={choices} interestFree={interestFree} value={form.payType} errors={errors} onChange={(payType) => setForm((f) => ({ ...f, payType }))} />
          {!member && (
            <GuestPasswordSection password={form.guestPassword} confirm={form.guestPasswordConfirm} errors={errors} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} />
          )}
          <TermsSection terms={terms} agreed={form.agreedTerms} errors={errors} onChange={(agreedTerms) => setForm((f) => ({ ...f, agreedTerms }))} />
        </div>
        <PaymentBox payment={payment} calculating={calc.calculating} paying={paying} onPay={() => void pay()} />
      </div>
      {modal}
    </div>
  );
}
