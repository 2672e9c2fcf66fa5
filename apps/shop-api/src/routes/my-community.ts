// The member's own reviews and product inquiries over every product (display-shop-public.yml
// GET /profile/product-reviews, GET /profile/product-inquiries), for the my-page lists. Only the
// member's own entries are answered, so nothing is masked or hidden. Defaults follow the platform:
// reviews of the last 30 days, inquiries of the last three months.
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { parseJson, toYmdt } from '../http/json.ts';
import { pageQuery, readQuery, requireMember, ymd } from '../http/request.ts';
import { absoluteUrl } from '../services/image-urls.ts';
import { kstDayRange } from '../services/kst-dates.ts';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const reviewQuery = z.object({ ...pageQuery, startYmd: ymd.optional(), endYmd: ymd.optional() });
const inquiryQuery = z.object({ ...pageQuery, startYmd: ymd.optional(), endYmd: ymd.optional(), answered: bool.optional() });

/** The Korean date `days` before now, yyyy-MM-dd. */
function kstDaysBefore(now: Date, days: number): string {
  return new Date(now.getTime() + 9 * 3600_000 - days * 24 * 3600_000).toISOString().slice(0, 10);
}

export function registerMyCommunityRoutes(app: Hono<AppEnv>): void {
  app.get('/profile/product-reviews', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, reviewQuery);
    const { db, now, baseUrl } = c.get('deps');
    const t = now();
    const range = kstDayRange(q.startYmd ?? (q.endYmd ? undefined : kstDaysBefore(t, 30)), q.endYmd, t);
    const mine = db.selectFrom('reviews').where('reviews.member_no', '=', member.member_no).where('reviews.deleted', '=', 0)
      .where('reviews.registered_at', '>=', range.from).where('reviews.registered_at', '<', range.to);
    const [rows, total] = await Promise.all([
      mine.innerJoin('products', 'products.product_no', 'reviews.product_no')
        .selectAll('reviews').select('products.product_name')
        .orderBy('reviews.registered_at', 'desc').orderBy('reviews.review_no', 'desc')
        .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize).execute(),
      mine.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    ]);
    return c.json({
      totalCount: Number(total?.n ?? 0),
      items: rows.map((r) => ({
        reviewNo: r.review_no, productNo: r.product_no, productName: r.product_name, optionNo: r.option_no, orderOptionNo: r.order_option_no,
        rate: r.rate, content: r.content, memberId: member.member_id, nickname: member.nickname ?? '',
        registerYmdt: toYmdt(r.registered_at), updateYmdt: toYmdt(r.updated_at),
        fileUrls: parseJson<string[]>(r.file_urls_json, []).map((u) => absoluteUrl(baseUrl(), u)),
        recommendCnt: r.recommend_cnt, recommendable: false, myReview: true, bestReviewYn: r.best === 1 ? 'Y' : 'N',
      })),
    });
  });

  app.get('/profile/product-inquiries', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, inquiryQuery);
    const { db, now } = c.get('deps');
    const range = kstDayRange(q.startYmd, q.endYmd, now());
    let mine = db.selectFrom('inquiries').where('inquiries.member_no', '=', member.member_no).where('inquiries.deleted', '=', 0)
      .where('inquiries.registered_at', '>=', range.from).where('inquiries.registered_at', '<', range.to);
    if (q.answered !== undefined) mine = mine.where('inquiries.answered_at', q.answered ? 'is not' : 'is', null);
    const [rows, total] = await Promise.all([
      mine.innerJoin('products', 'products.product_no', 'inquiries.product_no')
        .selectAll('inquiries').select('products.product_name')
        .orderBy('inquiries.registered_at', 'desc').orderBy('inquiries.inquiry_no', 'desc')
        .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize).execute(),
      mine.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    ]);
    return c.json({
      totalCount: Number(total?.n ?? 0),
      items: rows.map((r) => {
        const replied = r.answered_at !== null;
        return {
          inquiryNo: r.inquiry_no, productNo: r.product_no, productName: r.product_name, type: r.type, title: r.title, content: r.content,
          secreted: r.secreted === 1, replied, memberId: member.member_id, nickName: member.nickname ?? member.member_id,
          registerYmdt: toYmdt(r.registered_at), updateYmdt: toYmdt(r.updated_at), myInquiry: true, modifiable: !replied,
          answers: replied
            ? [{ inquiryNo: r.inquiry_no, title: r.answer_title ?? '', content: r.answer_content ?? '', administrator: true, registerYmdt: toYmdt(r.answered_at) }]
            : [],
        };
      }),
    });
  });
}
