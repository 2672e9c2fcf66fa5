// What each /api/pos/* route does, by its key in core's POS_ROUTES: auth, permission and input
// parsing happened already (http.ts); a handler answers the reply, or withStatus() for another status.
import { isPosUuidV7, type PosRouteKey, type PosRouteReply, type PosStaffSessionInfo } from '@courtside/core/pos';
import { createPairingCode, loginStaff, logoutStaff, unlockStaff, registerTerminal } from './auth';
import { createStaff, listStaff, updateStaff } from './staff';
import { deleteBarcode, findBarcode, registerBarcode, searchBarcodes, updateBarcode } from './barcodes';
import { cataloguePage, decodeCursor, ensureCatalogueFresh } from './catalogue';
import { listConflicts, resolveConflict } from './conflicts';
import { customOrderDetail, listCustomOrders } from './custom-orders';
import { posError } from './errors';
import { businessDate, pathId, withStatus, type PosCall, type StatusReply } from './call';
import { createProduct, platformFailure, productDetail, searchProducts, updateProduct } from './products';
import { closeDay, dailyReport, todayInSeoul } from './reports';
import { listSales, saleDetail } from './sales';
import { receiptByToken, sandboxMessages } from './receipt-links';
import { readShopProfile, saveShopProfile } from './shop-profile';
import { handleSync } from './sync';

type Handlers = { [K in PosRouteKey]: (call: PosCall<K>) => Promise<PosRouteReply<K> | StatusReply> };

export const POS_HANDLERS: Handlers = {
  'terminals.register': ({ deps, body, client }) => registerTerminal(deps, body, client),
  'terminals.current': async ({ terminal }) => terminal,
  'terminals.pairingCode': ({ deps, terminal, staff }) => createPairingCode(deps, terminal, staff),
  'sessions.login': ({ deps, terminal, body }) => loginStaff(deps, terminal, body.name, body.pin),
  'sessions.unlockStaff': async ({ deps, terminal, body }) => {
    await unlockStaff(deps, terminal, body.name, body.admin);
  },
  'sessions.current': async ({ terminal, staff }) => {
    const { sessionExpiresAt, ...who } = staff;
    return { staff: who, terminal, expiresAt: sessionExpiresAt } satisfies PosStaffSessionInfo;
  },
  'sessions.logout': ({ deps, token }) => logoutStaff(deps, token),
  'staff.list': async ({ deps }) => ({ items: await listStaff(deps) }),
  'staff.create': ({ deps, body }) => createStaff(deps, body),
  'staff.update': ({ deps, params, body }) => updateStaff(deps, pathId(params.staffId, 'POS_STAFF_NOT_FOUND'), body),
  'shop.get': ({ deps }) => readShopProfile(deps.db),
  'shop.save': ({ deps, body }) => saveShopProfile(deps.db, body, deps.now()),
  catalogue: async ({ deps, query }) => {
    decodeCursor(query.cursor);
    try {
      await ensureCatalogueFresh(deps);
    } catch (error) {
      throw platformFailure(error);
    }
    return cataloguePage(deps, query.cursor, query.limit);
  },
  sync: ({ deps, terminal, body }) => handleSync(deps, terminal, body),
  'conflicts.list': async ({ deps, terminal, staff, query }) => {
    // Admins see every terminal's (or the one asked for); others only their own terminal's.
    const terminalId = staff.role === 'admin' ? query.terminalId : terminal.terminalId;
    return { items: await listConflicts(deps, { status: query.status, terminalId }) };
  },
  'conflicts.resolve': ({ deps, staff, params, body }) => resolveConflict(deps, pathId(params.conflictId, 'POS_CONFLICT_NOT_FOUND'), staff.staffId, body.note),
  'reports.daily': ({ deps, query }) => dailyReport(deps, businessDate(query.date), query.terminalId ?? null),
  'reports.x': ({ deps, terminal, query }) => dailyReport(deps, todayInSeoul(deps), query.terminalId ?? terminal.terminalId),
  'reports.z': async ({ deps, terminal, staff, body }) => {
    const date = body.date === undefined ? todayInSeoul(deps) : businessDate(body.date);
    const z = await closeDay(deps, terminal, staff, date);
    // 201 the first time, 200 when the day was closed already.
    return z.alreadyClosed ? withStatus(200, z) : z;
  },
  'sales.list': ({ deps, query }) => listSales(deps, { ...query, date: query.date === undefined ? undefined : businessDate(query.date) }),
  'sales.one': ({ deps, params }) => {
    if (!isPosUuidV7(params.saleId ?? '')) throw posError('POS_SALE_NOT_FOUND', '판매 내역을 찾을 수 없습니다.');
    return saleDetail(deps, params.saleId ?? '');
  },
  'products.search': ({ deps, query }) => searchProducts(deps, query),
  'products.create': ({ deps, body }) => createProduct(deps, body),
  'products.one': ({ deps, params }) => productDetail(deps, pathId(params.productNo, 'POS_PRODUCT_NOT_FOUND')),
  'products.update': ({ deps, params, body }) => updateProduct(deps, pathId(params.productNo, 'POS_PRODUCT_NOT_FOUND'), body),
  'barcodes.search': async ({ deps, query }) => ({ items: await searchBarcodes(deps, query) }),
  'barcodes.register': ({ deps, body }) => registerBarcode(deps, body),
  'barcodes.one': ({ deps, params }) => findBarcode(deps, params.barcode ?? ''),
  'barcodes.update': ({ deps, params, body }) => updateBarcode(deps, params.barcode ?? '', body),
  'barcodes.remove': ({ deps, params }) => deleteBarcode(deps, params.barcode ?? ''),
  'customOrders.list': ({ query }) => listCustomOrders(query),
  'customOrders.one': ({ params }) => customOrderDetail(params.orderNo ?? ''),
  'receipts.byToken': ({ deps, params }) => receiptByToken(deps, params.token ?? ''),
  'sandbox.messages': ({ deps, query }) => sandboxMessages(deps, query.target, query.limit),
};
