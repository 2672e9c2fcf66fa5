// The stand-in partner's editor documents, projects and received orders. A project is a saved editor
// document bound to one variant, owned by one store customer; an order names projects by id. Saves
// and exports are idempotent (one project per editor document, one record per order code), so a
// double click or a resent export leaves one row.
import type { PodDesignResult, PodOrderExport, PodOrderExportReply, PodProject, PodProjectReply } from '@courtside/core/api';
import type { Selectable } from 'kysely';
import { PodError, type PodEditorSave } from '../provider';
import type { PodProjectTable } from './schema';
import { newDocumentId, type StandInContext } from './context';
import { getDesignTemplate } from './catalogue';

/** Editor documents larger than this are refused (text and image areas, not pictures). */
export const MAX_EDITOR_DOCUMENT_BYTES = 64 * 1024;
export const MAX_PROJECTS_LISTED = 100;

function isImageAddress(value: string): boolean {
  return value.length <= 2000 && (/^https?:\/\/[^\s]+$/.test(value) || /^\/[^\s/][^\s]*$/.test(value));
}

function toProject(row: Selectable<PodProjectTable>): PodProject {
  return {
    projectId: row.project_id,
    editorNo: row.editor_no,
    thumbnail: row.thumbnail,
    designTemplateId: row.design_template_id,
    variantId: row.variant_id,
    createdAt: row.created_at,
  };
}

export async function saveEditorDocument(ctx: StandInContext, storeCustomerId: string, save: PodEditorSave): Promise<PodDesignResult> {
  if (!isImageAddress(save.thumbnail)) throw new PodError('POD_INVALID_REQUEST', '디자인 미리보기 이미지 주소가 올바르지 않습니다.');
  const documentJson = JSON.stringify(save.document);
  if (Buffer.byteLength(documentJson) > MAX_EDITOR_DOCUMENT_BYTES) throw new PodError('POD_INVALID_REQUEST', '디자인 내용이 너무 큽니다.');
  await getDesignTemplate(ctx, save.designTemplateId);
  const editorNo = newDocumentId(ctx, 'ED');
  await ctx.db
    .insertInto('pod_editor_documents')
    .values({
      editor_no: editorNo,
      design_template_id: save.designTemplateId,
      store_customer_id: storeCustomerId,
      document_json: documentJson,
      thumbnail: save.thumbnail,
      created_at: ctx.now().toISOString(),
    })
    .execute();
  return { editorNo, thumbnail: save.thumbnail, designTemplateId: save.designTemplateId };
}

async function projectOfEditor(ctx: StandInContext, editorNo: string) {
  return ctx.db.selectFrom('pod_projects').selectAll().where('editor_no', '=', editorNo).executeTakeFirst();
}

export async function createProject(
  ctx: StandInContext,
  storeCustomerId: string,
  request: PodDesignResult & { variantId: string },
): Promise<PodProjectReply> {
  const document = await ctx.db.selectFrom('pod_editor_documents').selectAll().where('editor_no', '=', request.editorNo).executeTakeFirst();
  // Another customer's document reads as missing: editor numbers are not proof of ownership.
  if (!document || document.store_customer_id !== storeCustomerId) throw new PodError('POD_NOT_FOUND', '저장된 디자인을 찾을 수 없습니다.');
  if (document.design_template_id !== request.designTemplateId) throw new PodError('POD_INVALID_REQUEST', '디자인 템플릿이 저장된 디자인과 다릅니다.');
  const template = await getDesignTemplate(ctx, document.design_template_id);
  const variant = await ctx.db
    .selectFrom('pod_variants')
    .select('variant_id')
    .where('variant_id', '=', request.variantId)
    .where('channel_product_id', '=', template.channel_product_id)
    .executeTakeFirst();
  if (!variant) throw new PodError('POD_VARIANT_MISSING');

  const existing = await projectOfEditor(ctx, request.editorNo);
  if (existing) return { projectId: existing.project_id };
  const projectId = newDocumentId(ctx, 'PJ');
  try {
    await ctx.db
      .insertInto('pod_projects')
      .values({
        project_id: projectId,
        store_customer_id: storeCustomerId,
        editor_no: request.editorNo,
        design_template_id: document.design_template_id,
        variant_id: request.variantId,
        thumbnail: document.thumbnail,
        created_at: ctx.now().toISOString(),
      })
      .execute();
  } catch (error) {
    // Two saves of the same document at once: the unique editor number let one in.
    const winner = await projectOfEditor(ctx, request.editorNo);
    if (winner) return { projectId: winner.project_id };
    throw error;
  }
  return { projectId };
}

export async function listProjects(ctx: StandInContext, storeCustomerId: string): Promise<PodProject[]> {
  const rows = await ctx.db
    .selectFrom('pod_projects')
    .selectAll()
    .where('store_customer_id', '=', storeCustomerId)
    .orderBy('created_at', 'desc')
    .orderBy('project_id', 'desc')
    .limit(MAX_PROJECTS_LISTED)
    .execute();
  return rows.map(toProject);
}

export async function findProjects(ctx: StandInContext, projectIds: readonly string[]): Promise<PodProject[]> {
  const wanted = [...new Set(projectIds)].slice(0, 500);
  if (wanted.length === 0) return [];
  const rows = await ctx.db.selectFrom('pod_projects').selectAll().where('project_id', 'in', wanted).execute();
  return rows.map(toProject);
}

function validOrder(order: PodOrderExport): boolean {
  const a = order.shippingAddress;
  return (
    order.orderCode.trim() !== '' &&
    order.storeCustomerId.trim() !== '' &&
    a.nationCode === 'KR' &&
    [a.address, a.phoneNumber, a.postcode, a.recipient].every((v) => v.trim() !== '') &&
    order.orderEntries.length > 0 &&
    order.orderEntries.every((e) => Number.isSafeInteger(e.quantity) && e.quantity >= 1 && Number.isSafeInteger(e.productSellPrice) && e.productSellPrice >= 0)
  );
}

/** Records each valid order once; answers the codes it holds (new or already received). */
export async function receiveOrders(ctx: StandInContext, orders: readonly PodOrderExport[]): Promise<PodOrderExportReply> {
  const known = new Set((await findProjects(ctx, orders.flatMap((o) => o.orderEntries.map((e) => e.projectId)))).map((p) => p.projectId));
  const accepted: string[] = [];
  for (const order of orders) {
    if (!validOrder(order) || !order.orderEntries.every((e) => known.has(e.projectId))) continue;
    const held = await ctx.db.selectFrom('pod_received_orders').select('order_code').where('order_code', '=', order.orderCode).executeTakeFirst();
    if (!held) {
      try {
        await ctx.db
          .insertInto('pod_received_orders')
          .values({
            order_code: order.orderCode,
            store_customer_id: order.storeCustomerId,
            shipping_json: JSON.stringify(order.shippingAddress),
            entries_json: JSON.stringify(order.orderEntries),
            received_at: ctx.now().toISOString(),
          })
          .execute();
      } catch (error) {
        const raced = await ctx.db.selectFrom('pod_received_orders').select('order_code').where('order_code', '=', order.orderCode).executeTakeFirst();
        if (!raced) throw error;
      }
    }
    accepted.push(order.orderCode);
  }
  return { accepted };
}
