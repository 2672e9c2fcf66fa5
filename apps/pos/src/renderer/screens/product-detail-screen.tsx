// One product: edit name, price and options (saved through the own server), register barcodes by
// scanning (check digit verified by core before anything is sent), generate an in-store 20–29 code,
// remove a barcode, and print shelf labels.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { classifyScan } from '@courtside/core/scan';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { parseWonInput, Won } from '../components/won.tsx';
import { NumberField } from '../components/number-field.tsx';
import { useWedgeScanner } from '../scan/use-wedge-scanner.ts';
import { useSessionStore } from '../stores/session-store.ts';

interface OptionForm {
  readonly optionNo: number | null;
  readonly optionName: string;
  readonly addPrice: number;
  readonly stock: number;
}

export function ProductDetailScreen() {
  const { productNo: param = 'new' } = useParams();
  const isNew = param === 'new';
  const productNo = isNew ? null : Number(param);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const role = useSessionStore((s) => s.session?.role);
  const canEdit = role === 'stock' || role === 'admin';
  const detail = useQuery({ queryKey: ['product', productNo], queryFn: () => call('products.get', { productNo: productNo ?? 0 }), enabled: !isNew });
  const [name, setName] = useState('');
  const [price, setPrice] = useState(0);
  const [options, setOptions] = useState<OptionForm[]>([{ optionNo: null, optionName: '', addPrice: 0, stock: 0 }]);
  const [barcodeFor, setBarcodeFor] = useState<number | null>(null);
  const [barcode, setBarcode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    setName(d.name);
    setPrice(d.salePrice);
    setOptions(d.options.map((o) => ({ optionNo: o.optionNo, optionName: o.optionName, addPrice: o.price - d.salePrice, stock: o.stock })));
    setBarcodeFor(d.options[0]?.optionNo ?? null);
  }, [detail.data]);

  // A scan anywhere on this screen fills the barcode field for the chosen option.
  useWedgeScanner((scan) => setBarcode(scan.code), { enabled: canEdit && !isNew });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['product', productNo] });
    void queryClient.invalidateQueries({ queryKey: ['products'] });
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    setNote(null);
    try {
      await action();
      setNote(done);
      refresh();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const check = barcode.trim() === '' ? null : classifyScan(barcode.trim());

  return (
    <section aria-labelledby="product-title">
      <h1 id="product-title">{isNew ? '상품 등록' : `상품 ${productNo}`}</h1>
      <form
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            const saved = await call('products.save', { productNo, name: name.trim(), salePrice: price, options });
            if (isNew) void navigate(`/products/${saved.productNo}`);
          }, '저장했습니다.');
        }}
      >
        <label htmlFor="p-name">상품명</label>
        <input id="p-name" value={name} onChange={(e) => setName(e.target.value)} disabled={!canEdit} required />
        <label htmlFor="p-price">판매가(원)</label>
        <input id="p-price" inputMode="numeric" value={price} onChange={(e) => setPrice(parseWonInput(e.target.value))} disabled={!canEdit} />
        <fieldset>
          <legend>옵션</legend>
          {options.map((o, i) => (
            <div key={o.optionNo ?? `new-${i}`} className="row">
              <input aria-label="옵션명" value={o.optionName} placeholder="옵션명 (없으면 비움)" disabled={!canEdit} onChange={(e) => setOptions(options.map((x, j) => (j === i ? { ...x, optionName: e.target.value } : x)))} />
              <input aria-label="추가 금액" inputMode="numeric" value={o.addPrice} disabled={!canEdit} onChange={(e) => setOptions(options.map((x, j) => (j === i ? { ...x, addPrice: Number(e.target.value.replace(/[^0-9-]/g, '')) || 0 } : x)))} />
              {o.optionNo === null ? (
                <label className="inline">
                  기초 재고
                  <NumberField aria-label="기초 재고" value={o.stock ? String(o.stock) : ''} placeholder="0" disabled={!canEdit} onValueChange={(text) => setOptions(options.map((x, j) => (j === i ? { ...x, stock: Math.min(1_000_000, Number(text) || 0) } : x)))} />
                </label>
              ) : (
                <span>재고 {o.stock}</span>
              )}
            </div>
          ))}
          {canEdit ? (
            <button type="button" onClick={() => setOptions([...options, { optionNo: null, optionName: '', addPrice: 0, stock: 0 }])}>
              옵션 추가
            </button>
          ) : null}
        </fieldset>
        {canEdit ? (
          <button type="submit" className="primary">
            저장
          </button>
        ) : null}
      </form>
      {detail.data ? (
        <div className="barcodes">
          <h2>바코드와 라벨</h2>
          <table className="list">
            <tbody>
              {detail.data.options.map((o) => (
                <tr key={o.optionNo}>
                  <td>{o.optionName || detail.data?.name}</td>
                  <td>
                    <Won amount={o.price} />
                  </td>
                  <td>
                    {o.barcodes.map((b) => (
                      <span key={b} className="chip">
                        {b}
                        {canEdit ? (
                          <button type="button" className="small" aria-label={`${b} 삭제`} onClick={() => void run(() => call('barcodes.remove', { barcode: b }), '바코드를 삭제했습니다.')}>
                            ×
                          </button>
                        ) : null}
                      </span>
                    ))}
                  </td>
                  <td>
                    <button type="button" onClick={() => void run(() => call('labels.print', { optionNo: o.optionNo, copies: 1 }), '라벨을 인쇄합니다.')}>
                      라벨 인쇄
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {canEdit ? (
            <form
              className="row"
              onSubmit={(e) => {
                e.preventDefault();
                const option = detail.data?.options.find((o) => o.optionNo === barcodeFor);
                if (!option || !check?.ok) return;
                void run(() => call('barcodes.assign', { barcode: check.value.catalogueKey, productNo: option.productNo, optionNo: option.optionNo }), '바코드를 등록했습니다.');
                setBarcode('');
              }}
            >
              <label className="inline">
                옵션
                <select value={barcodeFor ?? ''} onChange={(e) => setBarcodeFor(Number(e.target.value))}>
                  {detail.data.options.map((o) => (
                    <option key={o.optionNo} value={o.optionNo}>
                      {o.optionName || detail.data?.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="inline">
                바코드 (스캔)
                <input value={barcode} onChange={(e) => setBarcode(e.target.value)} inputMode="numeric" />
              </label>
              <button type="submit" disabled={!check?.ok}>
                등록
              </button>
              <button
                type="button"
                onClick={() => {
                  const option = detail.data?.options.find((o) => o.optionNo === barcodeFor);
                  if (option) void run(() => call('barcodes.generate', { prefix: 20, productNo: option.productNo, optionNo: option.optionNo }), '매장용 바코드를 만들었습니다.');
                }}
              >
                매장 바코드 생성 (20)
              </button>
            </form>
          ) : null}
          {check && !check.ok ? <Notice error={check.error.message} /> : null}
        </div>
      ) : null}
      <Notice error={error ?? (detail.error ? errorMessage(detail.error) : null)} note={note} />
    </section>
  );
}
