import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHead } from '@/components/mypage/page-head';
import { PeriodFilter } from '@/components/mypage/period-filter';
import styles from '@/components/mypage/mypage.module.css';
import { Pagination } from '@/components/ui/pagination';
import { INQUIRY_TYPE_LABELS, ymdtDot } from '@/lib/community/community-text';
import { firstParam, listHref, pageOf, presetOf, rangeOf, type SearchParams } from '@/lib/mypage/list-params';
import { requireMember } from '@/lib/server/guards';
import { memberApi } from '@/lib/server/shop';

export const metadata: Metadata = { title: '나의 문의' };

const PAGE_SIZE = 10;
const INQUIRY_BOARD = 'inquiry';

export default async function MyInquiriesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireMember('/mypage/inquiry');
  const params = await searchParams;
  const tab = firstParam(params, 'tab') === 'personal' ? 'personal' : 'product';
  const preset = presetOf(params, '3개월');
  const page = pageOf(params);
  const range = rangeOf(preset, Date.now());
  const api = await memberApi();
  const query = { tab, period: preset };

  return (
    <div className={styles.page}>
      <PageHead title="나의 문의" lead="상품 문의와 1:1 문의의 답변을 확인하세요." />
      <ul className={styles.tabs}>
        {(['product', 'personal'] as const).map((value) => (
          <li key={value}>
            <Link href={listHref('/mypage/inquiry', query, { tab: value })} className={tab === value ? styles.tabCurrent : styles.tab} aria-current={tab === value ? 'page' : undefined}>
              {value === 'product' ? '상품 문의' : '1:1 문의'}
            </Link>
          </li>
        ))}
      </ul>
      {tab === 'product' ? (
        <ProductInquiries api={api} range={range} page={page} query={query} preset={preset} />
      ) : (
        <PersonalInquiries api={api} page={page} query={query} />
      )}
    </div>
  );
}

type Api = Awaited<ReturnType<typeof memberApi>>;

async function ProductInquiries({ api, range, page, query, preset }: { api: Api; range: { startYmd: string; endYmd: string }; page: number; query: Record<string, string>; preset: Parameters<typeof PeriodFilter>[0]['preset'] }) {
  const list = await api.inquiries.listMine({ ...range, pageNumber: page, pageSize: PAGE_SIZE });
  return (
    <>
      <PeriodFilter pathname="/mypage/inquiry" current={query} preset={preset} range={range} />
      {list.items.length === 0 ? (
        <p className={styles.empty}>조회 기간에 남긴 상품 문의가 없습니다.</p>
      ) : (
        <ul className={styles.list}>
          {list.items.map((inquiry) => (
            <li key={inquiry.inquiryNo} className={styles.card}>
              <div className={styles.cardHead}>
                <h2 className={styles.cardTitle}>{inquiry.title}</h2>
                <span className={styles.badge}>{inquiry.replied ? '답변완료' : '답변대기'}</span>
              </div>
              <p className={styles.meta}>
                <Link href={`/product/${inquiry.productNo}`}>{inquiry.productName}</Link>
                <span>{INQUIRY_TYPE_LABELS[inquiry.type] ?? inquiry.type}</span>
                <span>{ymdtDot(inquiry.registerYmdt)}</span>
                {inquiry.secreted && <span>비밀글</span>}
              </p>
              <p>{inquiry.content}</p>
              {inquiry.answers.map((answer) => (
                <p key={answer.inquiryNo} className={styles.answer}>
                  <strong>답변</strong> {answer.content}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalCount={list.totalCount} pageSize={PAGE_SIZE} hrefFor={(n) => listHref('/mypage/inquiry', query, { page: n })} />
    </>
  );
}

async function PersonalInquiries({ api, page, query }: { api: Api; page: number; query: Record<string, string> }) {
  const list = await api.boards.listMyArticles(INQUIRY_BOARD, { pageNumber: page, pageSize: PAGE_SIZE });
  return (
    <>
      <div className={styles.actions}>
        <Link href="/board/inquiry/form">1:1 문의하기</Link>
      </div>
      {list.items.length === 0 ? (
        <p className={styles.empty}>남긴 1:1 문의가 없습니다.</p>
      ) : (
        <ul className={styles.list}>
          {list.items.map((article) => (
            <li key={article.articleNo} className={styles.card}>
              <div className={styles.cardHead}>
                <h2 className={styles.cardTitle}>{article.title}</h2>
                <span className={styles.badge}>{article.replied ? '답변완료' : '접수'}</span>
              </div>
              <p className={styles.meta}>
                {article.categoryLabel && <span>{article.categoryLabel}</span>}
                <span>{ymdtDot(article.registerYmdt)}</span>
              </p>
              <p>{article.content}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalCount={list.totalCount} pageSize={PAGE_SIZE} hrefFor={(n) => listHref('/mypage/inquiry', query, { page: n })} />
    </>
  );
}
