// Product inquiries: list (secret ones masked), ask, edit/delete own, and answers by administrators
// (POST /products/inquiries/{inquiryNo}/answers — the platform answers from its admin console;
// this stand-in lets a member of the administrator group answer through the API).
import type { Hono } from 'hono';
import { pathNumber, readJson, readQuery, requireMember } from '../http/request.ts';
import { requireDisplayedProduct } from '../services/catalogue/catalogue.ts';
import { answerInquiry, createInquiry, deleteInquiry, listInquiries, updateInquiry } from '../services/community/inquiries.ts';
import { inquiryAnswerBody, inquiryCreateBody, inquiryListQuery, inquiryUpdateBody } from './inquiries.schema.ts';
import type { AppEnv } from '../http/context.ts';

export function registerInquiryRoutes(app: Hono<AppEnv>): void {
  app.get('/products/:productNo/inquiries', async (c) => {
    const deps = c.get('deps');
    const productNo = pathNumber(c, 'productNo');
    const q = readQuery(c, inquiryListQuery);
    await requireDisplayedProduct(deps.db, productNo);
    const member = c.get('member');
    const memberNo = q.isMyInquiries ? requireMember(c).member_no : null;
    return c.json(await listInquiries(deps.db, deps.mall, { productNo, memberNo, answered: q.answered ?? null, pageNumber: q.pageNumber, pageSize: q.pageSize }, member));
  });

  app.post('/products/:productNo/inquiries', async (c) => {
    const deps = c.get('deps');
    const member = requireMember(c);
    const productNo = pathNumber(c, 'productNo');
    const body = await readJson(c, inquiryCreateBody);
    await requireDisplayedProduct(deps.db, productNo);
    const inquiryNo = await createInquiry(deps.db, member.member_no, productNo, {
      type: body.type, title: body.title, content: body.content, secreted: body.secreted,
      email: body.email ?? null, parentInquiryNo: body.parentInquiryNo ?? null,
    }, deps.now());
    return c.json({ inquiryNo });
  });

  app.put('/products/inquiries/:inquiryNo', async (c) => {
    const deps = c.get('deps');
    const member = requireMember(c);
    const inquiryNo = pathNumber(c, 'inquiryNo');
    const body = await readJson(c, inquiryUpdateBody);
    await updateInquiry(deps.db, member.member_no, inquiryNo, body, deps.now());
    return c.body(null, 204);
  });

  app.delete('/products/inquiries/:inquiryNo', async (c) => {
    const deps = c.get('deps');
    await deleteInquiry(deps.db, deps.mall, requireMember(c), pathNumber(c, 'inquiryNo'), deps.now());
    return c.body(null, 204);
  });

  app.post('/products/inquiries/:inquiryNo/answers', async (c) => {
    const deps = c.get('deps');
    const member = requireMember(c);
    const inquiryNo = pathNumber(c, 'inquiryNo');
    const body = await readJson(c, inquiryAnswerBody);
    await answerInquiry(deps.db, deps.mall, member, inquiryNo, body, deps.now());
    return c.json({ inquiryNo });
  });
}
