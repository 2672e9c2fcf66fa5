// Products, barcodes, labels and stock. Products and barcodes belong to the own server (it relays
// products to the platform); what it answers is written into the catalogue cache at once, so the
// counter can scan a new barcode without waiting for the next delta. Stock changes are local
// deltas in the outbox and work offline.
import { classifyScan } from '@courtside/core/scan';
import type { PosCatalogueItem, PosProductDetail } from '@courtside/core/pos';
import type { Handlers } from '../dispatcher.ts';
import { requireSession } from '../dispatcher.ts';
import { TerminalError } from '../terminal-error.ts';
import { labelDocument } from '../printer/documents.ts';
import type { CatalogueItem } from '../../shared/schemas.ts';
import type { TerminalServices } from './context.ts';
import { actorFor, tokenOf } from './context.ts';

type ProductHandlers = Pick<
  Handlers,
  'products.list' | 'products.get' | 'products.save' | 'barcodes.assign' | 'barcodes.generate' | 'barcodes.search' | 'barcodes.remove' | 'labels.print' | 'stock.move' | 'stock.recent'
>;

function detailItems(detail: PosProductDetail): PosCatalogueItem[] {
  return [
    {
      kind: 'product',
      product: { productNo: detail.productNo, name: detail.name, brandName: detail.brandName, salePrice: detail.salePrice, imageUrl: detail.imageUrl, onSale: detail.onSale, options: detail.options },
    },
    ...detail.barcodes.map((barcode) => ({ kind: 'barcode', barcode }) as const),
  ];
}

/** The opening stock of each new option: new options come back in the order they were sent. */
export function openingStock(sent: readonly { optionNo: number | null; stock: number }[], createdOptionNos: readonly number[]): { optionNo: number; quantity: number }[] {
  const fresh = sent.filter((o) => o.optionNo === null);
  return createdOptionNos.flatMap((optionNo, i) => {
    const quantity = fresh[i]?.stock ?? 0;
    return quantity > 0 ? [{ optionNo, quantity }] : [];
  });
}

export function productHandlers(s: TerminalServices): ProductHandlers {
  async function item(optionNo: number): Promise<CatalogueItem> {
    const found = await s.catalogue.byOption(optionNo);
    if (!found) throw new TerminalError('PRODUCT_NOT_FOUND');
    return found;
  }

  async function productDetail(productNo: number) {
    const product = await s.catalogue.product(productNo);
    if (!product) throw new TerminalError('PRODUCT_NOT_FOUND');
    return { productNo, name: product.name, salePrice: product.sale_price, saleStatus: product.on_sale ? '판매 중' : '판매 중지', options: await s.catalogue.byProduct(productNo) };
  }

  return {
    // Paged: the search is asked for everything up to the page's end, so any search works the same.
    'products.list': async ({ keyword, limit, offset }) => (keyword ? (await s.catalogue.search(keyword, offset + limit)).slice(offset) : s.catalogue.list(limit, offset)),
    'products.get': async ({ productNo }, ctx) => {
      const session = requireSession(ctx);
      if (session.token) {
        try {
          await s.catalogue.applyItems(detailItems(await s.server.product(session.token, productNo)));
        } catch {
          // Offline or refused: show the cached copy.
        }
      }
      return productDetail(productNo);
    },
    'products.save': async (input, ctx) => {
      const session = requireSession(ctx);
      const token = tokenOf(session);
      // Options are created with no stock; what is on the shelf comes in as a 입고 movement below,
      // through the outbox like any other, so the books show where the opening stock came from.
      const options = input.options.map((o) => ({ ...(o.optionNo === null ? {} : { optionNo: o.optionNo }), label: o.optionName || input.name, addPrice: o.addPrice, ...(o.optionNo === null ? { stockCnt: 0 } : {}) }));
      const known = new Set(input.productNo === null ? [] : (await s.catalogue.byProduct(input.productNo)).map((o) => o.optionNo));
      const detail =
        input.productNo === null
          ? await s.server.createProduct(token, { name: input.name, salePrice: input.salePrice, options })
          : await s.server.updateProduct(token, input.productNo, { name: input.name, salePrice: input.salePrice, options });
      await s.catalogue.applyItems(detailItems(detail));
      const opening = openingStock(input.options, detail.options.map((o) => o.optionNo).filter((no) => !known.has(no)));
      if (opening.length > 0) {
        const actor = await actorFor(s, session);
        for (const { optionNo, quantity } of opening) await s.stock.move({ optionNo, reason: 'receive', quantity, note: '기초 재고', barcode: null }, actor);
        s.sync.notifyEnqueued();
      }
      return productDetail(detail.productNo);
    },

    'barcodes.assign': async ({ barcode, productNo, optionNo }, ctx) => {
      const classified = classifyScan(barcode);
      if (!classified.ok) throw new TerminalError('BARCODE_NOT_FOUND', { message: classified.error.message, details: { scanCode: classified.error.code } });
      const key = classified.value.catalogueKey;
      const owner = await s.catalogue.ownerOf(key);
      if (owner !== undefined && owner !== optionNo) throw new TerminalError('BARCODE_TAKEN');
      const record = await s.server.registerBarcode(tokenOf(requireSession(ctx)), { barcode: key, productNo, optionNo });
      await s.catalogue.applyItems([{ kind: 'barcode', barcode: record }]);
      return item(optionNo);
    },
    'barcodes.generate': async ({ prefix, productNo, optionNo }, ctx) => {
      const record = await s.server.registerBarcode(tokenOf(requireSession(ctx)), { generate: { prefix }, productNo, optionNo });
      await s.catalogue.applyItems([{ kind: 'barcode', barcode: record }]);
      return item(optionNo);
    },
    'barcodes.search': async ({ query }) => {
      const hits = await s.catalogue.searchBarcodes(query);
      const out: { barcode: string; item: CatalogueItem }[] = [];
      for (const hit of hits) {
        const found = await s.catalogue.byOption(hit.optionNo);
        if (found) out.push({ barcode: hit.barcode, item: found });
      }
      return out;
    },
    'barcodes.remove': async ({ barcode }, ctx) => {
      await s.server.removeBarcode(tokenOf(requireSession(ctx)), barcode);
      await s.catalogue.applyItems([{ kind: 'barcode-removed', barcode }]);
      return null;
    },
    'labels.print': async ({ optionNo, copies }) => {
      const found = await item(optionNo);
      return s.printer.print(labelDocument(found, found.barcodes[0], copies), `라벨 ${found.name}`);
    },

    'stock.move': async (request, ctx) => {
      const movement = await s.stock.move(request, await actorFor(s, requireSession(ctx)));
      s.sync.notifyEnqueued();
      return movement;
    },
    'stock.recent': ({ limit }) => s.stock.recent(limit),
  };
}
