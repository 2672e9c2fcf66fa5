import styles from '@/components/receipt/receipt-paper.module.css';

/** An unknown, altered or expired receipt link (404): one message, whichever it was. */
export default function ReceiptLinkNotFound() {
  return (
    <section className={styles.missing} aria-labelledby="receipt-missing">
      <h1 id="receipt-missing">영수증 링크가 만료되었거나 올바르지 않습니다</h1>
      <p>받으신 문자의 링크를 다시 확인해 주세요. 영수증이 필요하시면 구매하신 매장에 문의해 주세요.</p>
    </section>
  );
}
