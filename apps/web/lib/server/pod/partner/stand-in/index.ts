// The local stand-in for the print-on-demand partner: a real, small partner with its own state in the
// own database (catalogue seeded by migration 0031, tokens, editor documents, projects, orders).
import type { PodProvider } from '../provider';
import * as catalogue from './catalogue';
import type { StandInContext } from './context';
import * as orders from './orders';
import * as projects from './projects';
import { issueChannelToken, issueUserToken, verifyToken } from './tokens';

export type { StandInContext } from './context';

export function createStandInPodProvider(ctx: StandInContext): PodProvider {
  /** Catalogue reads: any live token. */
  const read = async <T>(token: string, run: () => Promise<T>): Promise<T> => {
    await verifyToken(ctx, token);
    return run();
  };
  /** The shop's own back-office calls: channel tokens only. */
  const asChannel = async <T>(token: string, run: () => Promise<T>): Promise<T> => {
    await verifyToken(ctx, token, 'channel');
    return run();
  };
  const userOf = async (token: string) => (await verifyToken(ctx, token, 'user')).subject;

  return {
    authorizeChannel: () => issueChannelToken(ctx, 'channel'),
    authorizeCatalogue: () => issueChannelToken(ctx, 'catalogue'),
    authorizeUser: (storeCustomerId) => issueUserToken(ctx, storeCustomerId),

    listChannelProducts: (token, page) => read(token, () => catalogue.listChannelProducts(ctx, page)),
    getChannelProduct: (token, id) => read(token, () => catalogue.getChannelProduct(ctx, id)),
    listDesignTemplates: (token, id) => read(token, () => catalogue.listDesignTemplates(ctx, id)),
    getDesignTemplate: (token, id) => read(token, () => catalogue.getDesignTemplate(ctx, id)),
    listVariants: (token, id) => read(token, () => catalogue.listVariants(ctx, id)),
    listOptions: (token, id) => read(token, () => catalogue.listOptions(ctx, id)),
    getVariant: (token, id, variantId) => read(token, () => catalogue.getVariant(ctx, id, variantId)),
    productPod: (token, mallProductNo) => read(token, () => catalogue.productPod(ctx, mallProductNo)),

    saveEditorDocument: async (token, save) => projects.saveEditorDocument(ctx, await userOf(token), save),
    createProject: async (token, request) => projects.createProject(ctx, await userOf(token), request),
    listProjects: async (token) => projects.listProjects(ctx, await userOf(token)),
    findProjects: (token, ids) => asChannel(token, () => projects.findProjects(ctx, ids)),
    exportOrders: (token, sent) => asChannel(token, () => projects.receiveOrders(ctx, sent)),
    orderStatus: (token, orderCode) => asChannel(token, () => orders.orderState(ctx, orderCode)),
    cancelOrder: (token, orderCode) => asChannel(token, () => orders.cancelOrder(ctx, orderCode)),
  };
}
