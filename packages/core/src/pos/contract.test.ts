import { describe, expect, it } from 'vitest';
import { isPosRole, isValidPosPin, posRoleAllows } from './contract/index.ts';
import { isPosBusinessDate, isPosInstant, posBusinessDate, posBusinessDayRange } from './business-date.ts';
import { canonicalPosJson } from './canonical-json.ts';
import { isPosErrorCode, posErrorMessage, posErrorStatus } from './errors.ts';
import { POS_ROUTES, legacyPosPayload, matchPosRoute, parsePosReply, parsePosSyncEntry, posRoutePath, posSalesQuery, upgradePosPayload, upgradePosSyncEntry } from './contract/index.ts';
import { posBearer, readPosBearer } from './http.ts';
import { createPosUuidV7, isPosUuidV7, posUuidV7Time } from './uuid-v7.ts';

describe('UUIDv7', () => {
  it('encodes the time, the version and the variant, and reads the time back', () => {
    const random = new Uint8Array([0xff, 0xee, 0xdd, 0xcc, 1, 2, 3, 4, 5, 6]);
    const id = createPosUuidV7(1_709_614_800_123, random);
    expect(id).toBe(`${(1_709_614_800_123).toString(16).padStart(12, '0').replace(/^(.{8})/, '$1-')}-7fee-9dcc-010203040506`);
    expect(id).toBe('018e0cfb-9cfb-7fee-9dcc-010203040506');
    expect(isPosUuidV7(id)).toBe(true);
    expect(posUuidV7Time(id)).toBe(1_709_614_800_123);
  });

  it('sorts by creation time', () => {
    const zero = new Uint8Array(10);
    const ids = [3, 1, 2].map((t) => createPosUuidV7(t * 1000, zero));
    expect([...ids].sort()).toEqual([1, 2, 3].map((t) => createPosUuidV7(t * 1000, zero)));
  });

  it('refuses other UUIDs and bad input', () => {
    expect(isPosUuidV7('0190f5a2-7b3c-4d4e-8f10-112233445566')).toBe(false);
    expect(posUuidV7Time('nope')).toBeNull();
    expect(() => createPosUuidV7(-1, new Uint8Array(10))).toThrow(RangeError);
    expect(() => createPosUuidV7(1, new Uint8Array(3))).toThrow(RangeError);
  });
});

describe('canonical JSON', () => {
  it('gives one text whatever the key order, skipping undefined members', () => {
    expect(canonicalPosJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
    expect(canonicalPosJson({ a: 1, b: 2 })).toBe(canonicalPosJson({ b: 2, a: 1 }));
    expect(canonicalPosJson(undefined)).toBe('null');
  });
});

describe('business dates (Seoul)', () => {
  it('puts a sale after 15:00 UTC on the next Seoul day', () => {
    expect(posBusinessDate('2024-03-04T14:59:59Z')).toBe('2024-03-04');
    expect(posBusinessDate('2024-03-04T15:00:00Z')).toBe('2024-03-05');
    expect(posBusinessDate(Date.parse('2024-03-04T15:00:00Z'))).toBe('2024-03-05');
    expect(posBusinessDate('not a date')).toBeNull();
    expect(posBusinessDate(9e15)).toBeNull();
  });

  it('accepts only real calendar dates', () => {
    expect(isPosBusinessDate('2024-02-29')).toBe(true);
    expect(isPosBusinessDate('2023-02-29')).toBe(false);
    expect(isPosBusinessDate('2024-3-5')).toBe(false);
  });

  it('gives the UTC range of a Seoul day', () => {
    expect(posBusinessDayRange('2024-03-05')).toEqual({ start: '2024-03-04T15:00:00.000Z', end: '2024-03-05T15:00:00.000Z' });
    expect(posBusinessDayRange('2024-13-01')).toBeNull();
  });

  it('requires instants with a zone', () => {
    expect(isPosInstant('2024-03-05T05:00:00Z')).toBe(true);
    expect(isPosInstant('2024-03-05T14:00:00.5+09:00')).toBe(true);
    expect(isPosInstant('2024-03-05T05:00:00')).toBe(false);
    expect(isPosInstant('2024-13-45T05:00:00Z')).toBe(false);
  });
});

describe('roles, PINs, headers and errors', () => {
  it('lets cashiers sell but only stock staff and admins change stock, and only admins close the day', () => {
    expect(posRoleAllows('cashier', 'sell')).toBe(true);
    expect(posRoleAllows('cashier', 'adjust-stock')).toBe(false);
    expect(posRoleAllows('stock', 'adjust-stock')).toBe(true);
    expect(posRoleAllows('stock', 'close-day')).toBe(false);
    expect(posRoleAllows('admin', 'close-day')).toBe(true);
    expect(isPosRole('admin')).toBe(true);
    expect(isPosRole('owner')).toBe(false);
  });

  it('takes 4–8 digit PINs', () => {
    expect(isValidPosPin('1234')).toBe(true);
    expect(isValidPosPin('123')).toBe(false);
    expect(isValidPosPin('12a4')).toBe(false);
  });

  it('reads bearer tokens', () => {
    expect(readPosBearer(posBearer('abc'))).toBe('abc');
    expect(readPosBearer('bearer  xyz ')).toBe('xyz');
    expect(readPosBearer('Basic abc')).toBeNull();
    expect(readPosBearer(null)).toBeNull();
  });

  it('builds paths with encoded parts and matches them back', () => {
    expect(posRoutePath('barcodes.one', { barcode: '20 1' })).toBe('/api/pos/barcodes/20%201');
    expect(posRoutePath('products.one', { productNo: 7 })).toBe('/api/pos/products/7');
    expect(posRoutePath('staff.update', { staffId: 3 })).toBe('/api/pos/staff/3');
    expect(posRoutePath('conflicts.resolve', { conflictId: 4 })).toBe('/api/pos/conflicts/4/resolve');
    expect(posRoutePath('sales.one', { saleId: 'x' })).toBe('/api/pos/sales/x');
    expect(posRoutePath('customOrders.one', { orderNo: 'A/1' })).toBe('/api/pos/custom-orders/A%2F1');
    expect(() => posRoutePath('staff.update')).toThrow(RangeError);
    expect(matchPosRoute('GET', '/api/pos/custom-orders/A%2F1')).toEqual({ route: 'customOrders.one', params: { orderNo: 'A/1' } });
    expect(matchPosRoute('PATCH', '/api/pos/barcodes/20%201')).toEqual({ route: 'barcodes.update', params: { barcode: '20 1' } });
    expect(matchPosRoute('DELETE', '/api/pos/sessions/current')).toEqual({ route: 'sessions.logout', params: {} });
    expect(matchPosRoute('PUT', '/api/pos/sync')).toEqual({ route: null, pathKnown: true });
    expect(matchPosRoute('GET', '/api/pos/nope')).toEqual({ route: null, pathKnown: false });
  });

  it('has one route per method and path, each path under /api/pos', () => {
    const seen = new Set<string>();
    for (const spec of Object.values(POS_ROUTES)) {
      expect(spec.path.startsWith('/api/pos/')).toBe(true);
      const key = `${spec.method} ${spec.path}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      if (spec.auth !== 'staff') expect('permission' in spec).toBe(false);
    }
  });

  it('parses queries with defaults and refuses bad entries by field', () => {
    expect(posSalesQuery.parse({ page: '2' })).toEqual({ page: 2, size: 50 });
    expect(posSalesQuery.safeParse({ receiptNo: 'T1; drop' }).success).toBe(false);
    const bad = parsePosSyncEntry({ id: 'x', terminalId: 1, staffId: 1, createdAt: 'now', kind: 'stock', payload: { reason: 'steal', note: null, movedAt: 'now', movements: [] } });
    expect(bad).toEqual({ ok: false, fields: 'payload.reason, payload.movements' });
  });

  it('answers every code in Korean with its status', () => {
    expect(isPosErrorCode('POS_ID_CONFLICT')).toBe(true);
    expect(posErrorStatus('POS_ID_CONFLICT')).toBe(409);
    expect(posErrorMessage('POS_FORBIDDEN')).toMatch(/권한/);
    expect(isPosErrorCode('NOPE')).toBe(false);
    expect(posErrorMessage('NOPE')).toMatch(/[가-힣]/);
  });
});

describe('replies', () => {
  const syncReply = {
    results: [{ id: 'a', status: 'applied', result: { kind: 'sale', serverNo: 1, appliedAt: '2024-03-05T05:00:00Z', businessDate: '2024-03-05' } }],
    conflicts: [],
    pendingStockPushes: 0,
    serverTime: '2024-03-05T05:00:00Z',
  };

  it('gives every route a reply schema', () => {
    for (const [key, spec] of Object.entries(POS_ROUTES)) expect(spec.reply, key).toBeDefined();
  });

  it('accepts a reply of the route’s shape', () => {
    expect(parsePosReply('sync', syncReply)).toEqual({ ok: true, reply: syncReply });
    expect(parsePosReply('sessions.logout', undefined).ok).toBe(true);
  });

  it('refuses a reply of another shape and names the fields', () => {
    const renamed = { ...syncReply, results: [{ ...syncReply.results[0], status: 'done' }] };
    expect(parsePosReply('sync', renamed)).toEqual({ ok: false, fields: 'results.0.status' });
    const { pendingStockPushes: _, ...missing } = syncReply;
    expect(parsePosReply('sync', missing)).toEqual({ ok: false, fields: 'pendingStockPushes' });
    expect(parsePosReply('staff.list', { items: [{ staffId: 1, name: '김', role: 'owner', active: true }] })).toEqual({ ok: false, fields: 'items.0.role' });
    expect(parsePosReply('terminals.current', '<html>')).toMatchObject({ ok: false });
  });
});

describe('entries written with `qty` (before the rename to `quantity`)', () => {
  const line = { lineNo: 1, productNo: 10, optionNo: 100, barcode: null, name: '댐프너', optionName: null, unitPrice: 5000, discount: 0, amount: 10000 };
  const sale = (lines: object[], voidedLines: object[]) => ({
    id: '018e0cfb-9cfb-7fee-9dcc-010203040506',
    terminalId: 1,
    staffId: 1,
    createdAt: '2024-03-05T05:00:00Z',
    kind: 'sale',
    payload: {
      receiptNo: 'T1-20240305-0001',
      soldAt: '2024-03-05T05:00:00Z',
      lines,
      discounts: [],
      payments: [{ method: 'cash', amount: 10000, tendered: 10000, change: 0 }],
      totals: { subtotal: 10000, lineDiscount: 0, saleDiscount: 0, total: 10000 },
      voidedLines,
    },
  });

  it('reads an old entry as today’s', () => {
    const parsed = parsePosSyncEntry(sale([{ ...line, qty: 2 }], [{ productNo: 10, optionNo: 100, qty: 1, reason: '잘못 스캔' }]));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.entry.kind !== 'sale') throw new Error('not a sale');
    expect(parsed.entry.payload.lines[0]).toEqual({ ...line, quantity: 2 });
    expect(parsed.entry.payload.voidedLines[0]).toEqual({ productNo: 10, optionNo: 100, quantity: 1, reason: '잘못 스캔' });
    expect(parsePosSyncEntry(sale([{ ...line, quantity: 2 }], []))).toMatchObject({ ok: true });
  });

  it('upgrades refund lines and leaves stock entries and today’s lines alone', () => {
    expect(upgradePosPayload({ lines: [{ lineNo: 1, qty: 3 }] })).toEqual({ lines: [{ lineNo: 1, quantity: 3 }] });
    expect(upgradePosPayload({ lines: [{ lineNo: 1, qty: 9, quantity: 3 }] })).toEqual({ lines: [{ lineNo: 1, qty: 9, quantity: 3 }] });
    const stock = { kind: 'stock', payload: { movements: [{ delta: -1 }] } };
    expect(upgradePosSyncEntry(stock)).toEqual(stock);
    expect(upgradePosSyncEntry('nope')).toBe('nope');
  });

  it('reads a sale with an admin’s approval, one without (earlier entries), and refuses a malformed approval', () => {
    const withQuantity = sale([{ ...line, quantity: 2 }], []);
    const approval = { kind: 'discount', approverId: 1, approverName: '김사장', approvedAt: '2024-03-05T05:00:00.000Z', amount: 2000 };
    const parsed = parsePosSyncEntry({ ...withQuantity, payload: { ...withQuantity.payload, approval } });
    expect(parsed.ok && parsed.entry.kind === 'sale' && parsed.entry.payload.approval).toEqual(approval);
    expect(parsePosSyncEntry(withQuantity)).toMatchObject({ ok: true });
    expect(parsePosSyncEntry({ ...withQuantity, payload: { ...withQuantity.payload, approval: { ...approval, kind: 'anything' } } })).toEqual({ ok: false, fields: 'payload.approval.kind' });
  });

  it('refuses an entry with neither name by field', () => {
    expect(parsePosSyncEntry(sale([line], []))).toEqual({ ok: false, fields: 'payload.lines.0.quantity' });
  });

  it('writes a payload back in the old form for the fingerprints recorded then', () => {
    const today = { lines: [{ lineNo: 1, quantity: 2 }], voidedLines: [{ quantity: 1 }] };
    expect(legacyPosPayload(today)).toEqual({ lines: [{ lineNo: 1, qty: 2 }], voidedLines: [{ qty: 1 }] });
    expect(canonicalPosJson(upgradePosPayload(legacyPosPayload(today)))).toBe(canonicalPosJson(today));
  });
});
