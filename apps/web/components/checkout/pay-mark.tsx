// Each easy payment's mark beside its name at checkout (and on the order): the provider's colours
// and word, drawn in CSS so no picture is fetched.
import styles from './pay-mark.module.css';

const MARKS: Readonly<Record<string, { text: string; className: string | undefined }>> = {
  NAVER_EASY_PAY: { text: 'N pay', className: styles.naver },
  KAKAO_PAY: { text: 'kakao pay', className: styles.kakao },
  TOSS_PAY: { text: 'toss pay', className: styles.toss },
  PAYCO: { text: 'PAYCO', className: styles.payco },
};

export function PayMark({ payType }: { payType: string }) {
  const mark = MARKS[payType];
  if (!mark) return null;
  return (
    <span className={`${styles.mark} ${mark.className ?? ''}`} aria-hidden="true" data-pay-mark={payType}>
      {mark.text}
    </span>
  );
}
