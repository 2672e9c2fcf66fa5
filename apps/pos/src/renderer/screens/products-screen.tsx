// Products from the terminal's catalogue cache: search by name, number or barcode; open one to edit
// it, manage its barcodes and print labels; create a new one (through the own server).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { Won } from '../components/won.tsx';
import { useSessionStore } from '../stores/session-store.ts';

const PAGE_SIZE = 100;

export function ProductsScreen() {
  const [keyword, setKeyword] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [page, setPage] = useState(0);
  const role = useSessionStore((s) => s.session?.role);
  // One more row than shown tells whether a next page exists.
  const list = useQuery({ queryKey: ['products', submitted, page], queryFn: () => call('products.list', { keyword: submitted, limit: PAGE_SIZE + 1, offset: page * PAGE_SIZE }) });
  const rows = (list.data ?? []).slice(0, PAGE_SIZE);
  const hasNext = (list.data ?? []).length > PAGE_SIZE;
  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title">상품</h1>
      <form
        className="row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(keyword.trim());
          setPage(0);
        }}
      >
        <label htmlFor="products-keyword" className="sr-only">
          상품 검색
        </label>
        <input id="products-keyword" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="상품명, 상품번호, 바코드" />
        <button type="submit">검색</button>
        <Link className="button" to="/products/barcodes">
          바코드 검색
        </Link>
        {role === 'stock' || role === 'admin' ? (
          <Link className="button primary" to="/products/new">
            상품 등록
          </Link>
        ) : null}
      </form>
      <Notice error={list.error ? errorMessage(list.error) : null} />
      <table className="list">
        <thead>
          <tr>
            <th>상품번호</th>
            <th>상품명</th>
            <th>옵션</th>
            <th>가격</th>
            <th>재고</th>
            <th>바코드</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={item.optionNo}>
              <td>{item.productNo}</td>
              <td>
                <Link to={`/products/${item.productNo}`}>{item.name}</Link>
              </td>
              <td>{item.optionName || '-'}</td>
              <td>
                <Won amount={item.price} />
              </td>
              <td>{item.stock}</td>
              <td>{item.barcodes.join(', ') || '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="row">
        <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
          이전
        </button>
        <span data-testid="products-page">{page + 1}쪽</span>
        <button type="button" disabled={!hasNext} onClick={() => setPage(page + 1)}>
          다음
        </button>
      </div>
    </section>
  );
}

export function BarcodeSearchScreen() {
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState('');
  const hits = useQuery({ queryKey: ['barcodes', submitted], queryFn: () => call('barcodes.search', { query: submitted }), enabled: submitted !== '' });
  return (
    <section aria-labelledby="barcode-search-title">
      <h1 id="barcode-search-title">바코드 검색</h1>
      <form
        className="row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(query.trim());
        }}
      >
        <label htmlFor="barcode-query">바코드 (앞자리)</label>
        <input id="barcode-query" inputMode="numeric" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="submit">검색</button>
      </form>
      <Notice error={hits.error ? errorMessage(hits.error) : null} />
      <ul className="plain">
        {(hits.data ?? []).map((hit) => (
          <li key={hit.barcode}>
            <code>{hit.barcode}</code> → <Link to={`/products/${hit.item.productNo}`}>{hit.item.name}</Link> {hit.item.optionName}
          </li>
        ))}
      </ul>
      {hits.data && hits.data.length === 0 ? <p className="empty">찾은 바코드가 없습니다.</p> : null}
    </section>
  );
}
