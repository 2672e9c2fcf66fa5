// Every resource's routes, one file each. Each module exports `register(app)`.
import type { Hono } from 'hono';
import { memberAreaRoutes } from './members.ts';
import { registerCart } from './cart.ts';
import { registerGuestCart } from './guest-cart.ts';
import { registerOrderSheets } from './order-sheets.ts';
import { registerPayments } from './payments.ts';
import { registerOrders } from './orders.ts';
import { registerGuestOrders } from './guest-orders.ts';
import { registerCashReceipts } from './cash-receipts.ts';
import { registerClaims } from './claims.ts';
import { registerClaimResults } from './claim-results.ts';
import { registerServerClaims } from './server-claims.ts';
import { registerSandboxPayments } from '../sandbox/payment-page.ts';
import { registerSandboxReceipts } from '../sandbox/receipt-page.ts';
import { registerServerApi } from './server-api.ts';
import { registerServerProductList } from './server-product-list.ts';
import { registerServerCatalogueChanges } from './server-catalogue-changes.ts';
import { registerProductSearchRoutes } from './product-search.ts';
import { registerRestockRoutes } from './restock.ts';
import { registerProductOptionRoutes } from './product-options.ts';
import { registerProductRoutes } from './products.ts';
import { registerCategoryRoutes } from './categories.ts';
import { registerBrandRoutes } from './brands.ts';
import { registerImageRoutes } from './images.ts';
import { registerReviewRoutes } from './reviews.ts';
import { registerInquiryRoutes } from './inquiries.ts';
import { registerBoardRoutes } from './boards.ts';
import { registerMyCommunityRoutes } from './my-community.ts';
import type { AppEnv } from '../http/context.ts';

export type RouteModule = (app: Hono<AppEnv>) => void;

export const routeModules: RouteModule[] = [
  ...memberAreaRoutes,
  // Catalogue: static /products/* paths before /products/:productNo.
  registerProductSearchRoutes,
  registerRestockRoutes,
  registerProductOptionRoutes,
  registerProductRoutes,
  registerCategoryRoutes,
  registerBrandRoutes,
  registerImageRoutes,
  registerReviewRoutes,
  registerInquiryRoutes,
  registerBoardRoutes,
  registerMyCommunityRoutes,
  registerCart,
  registerGuestCart,
  registerOrderSheets,
  registerPayments,
  registerOrders,
  registerGuestOrders,
  registerCashReceipts,
  registerClaims,
  registerClaimResults,
  registerSandboxPayments,
  registerSandboxReceipts,
  registerServerApi,
  registerServerClaims,
  registerServerProductList,
  registerServerCatalogueChanges,
];
