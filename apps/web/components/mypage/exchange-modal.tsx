'use client';
// Exchange (교환): a delivered option for another option of the same product at the same price
// (another colour, or the same one when it arrived faulty). Shows what the exchange costs the
// shopper before it is sent: nothing when the shop is at fault, the round trip otherwise.
import { useEffect, useState } from 'react';
import type { ProductOption } from '@courtside/core/api';
import { optionText } from '@/lib/catalogue/option-text';
import type { ClaimOrderView } from '@/lib/claim/claim-order';
import { Field, FormModal, Select, useAction } from '@/components/ui/form';
import { accountErrorMessage } from '@/lib/account/account-error';
import type { ClaimApi } from './claim-api';
import { ClaimOptionFields, useClaimChoice } from './claim-fields';
import { RefundEstimate, useClaimEstimate } from './refund-estimate';
import styles from './mypage.module.css';

export function ExchangeModal({ order, api, onDone, onClose }: { order: ClaimOrderView; api: ClaimApi; onDone: (message: string) => void; onClose: () => void }) {
  const options = order.exchangeable;
  const fields = useClaimChoice(options, 'CHANGE_MIND');
  const { option, productCnt, reason, detail } = fields.choice;
  const [choices, setChoices] = useState<ProductOption[]>([]);
  const [target, setTarget] = useState<number>(0);
  const action = useAction();
  const { fail } = action;
  const productNo = option?.productNo ?? 0;
  const addPrice = option?.addPrice ?? 0;

  useEffect(() => {
    if (!productNo) return;
    let live = true;
    api.productOptions(productNo).then(
      (reply) => {
        if (!live) return;
        // Only options at the same price can be exchanged for.
        const same = reply.flatOptions.filter((o) => o.addPrice === addPrice && o.saleType === 'AVAILABLE');
        setChoices(same);
        setTarget((t) => (same.some((o) => o.optionNo === t) ? t : (same[0]?.optionNo ?? 0)));
      },
      (failure: unknown) => live && fail(accountErrorMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [api, productNo, addPrice, fail]);

  const { estimate, error: estimateError } = useClaimEstimate(
    api,
    option ? { claimType: 'EXCHANGE', claimReasonType: reason, claimedProductOptions: [{ orderProductOptionNo: option.orderOptionNo, productCnt }] } : null,
  );

  const submit = () => {
    if (!option || !target) return action.fail('교환할 옵션을 선택해 주세요.');
    if (!detail.trim()) return action.fail('교환 사유를 적어 주세요.');
    return action.run(async () => {
      await api.requestExchange(option.orderOptionNo, {
        productCnt,
        claimReasonType: reason,
        claimReasonDetail: detail.trim(),
        returnWayType: 'SELLER_COLLECT',
        returnAddress: order.returnAddress,
        exchangeAddress: order.returnAddress,
        exchangeOption: { productNo, optionNo: target, orderCnt: productCnt, additionalProductNo: 0, inputTexts: option.inputs.map((i) => ({ ...i })) },
      });
      onDone('교환을 신청했습니다. 상품이 회수되면 새 상품을 보내 드립니다.');
    });
  };

  return (
    <FormModal title="교환 신청" onClose={onClose} closeLabel="닫기" submitLabel="교환 신청하기" action={action} disabled={!option || !target} onSubmit={submit}>
      <ClaimOptionFields id="exchange" noun="교환" options={options} state={fields} />
      <Field id="exchange-target" label="받을 옵션">
        <Select
          id="exchange-target"
          value={target}
          onChange={setTarget}
          options={choices.map((c) => ({ value: c.optionNo, label: `${optionText(c.label, c.value)}${c.optionNo === option?.optionNo ? ' (같은 옵션)' : ''}` }))}
        />
      </Field>
      <RefundEstimate estimate={estimate} error={estimateError} kind="EXCHANGE" />
      <p className={styles.hint}>같은 가격의 옵션으로만 교환할 수 있습니다. 택배 기사님이 방문해 상품을 회수합니다.</p>
    </FormModal>
  );
}
