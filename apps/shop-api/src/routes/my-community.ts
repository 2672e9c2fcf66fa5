// The member's own reviews and product inquiries over every product (display-shop-public.yml
// GET /profile/product-reviews, GET /profile/product-inquiries), for the my-page lists. Only the
// member's own entries are answered, so nothing is masked or hidden. Defaults follow the platform:
// reviews of the last 30 days, inquiries of the last three months.
import type { Hono } from 'hono';
import { z } from 'zod';
import { pageQuery, readQuery, requireMember, ymd } from '../http/request.ts';
import { absoluteUrl } from '../services/catalogue/image-urls.ts';
import { kstDayRange } from '../services/shared/kst-dates.ts';
import { myInquiries, myReviews } from '../services/community/my-community.ts';
import { parseJson } from '../domain/json-columns.ts';
import { toYmdt } from '../domain/kst-time.ts';
import type { AppEnv } from '../http/context.ts';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const reviewQuery = z.object({ ...pageQuery, startYmd: ymd.optional(), endYmd: ymd.optional() });
const inquiryQuery = z.object({ ...pageQuery, startYmd: ymd.optional(), endYmd: ymd.optional(), answered: bool.optional() });

/** The product's first image as an absolute URL, or null. */
function productImage(base: string, imageUrlsJson: string): string | null {
  const first = parseJson<string[]>(imageUrlsJson, [])[0];
  return first ? absoluteUrl(base, first) : null;
}

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
    const { totalCount, rows } = await myReviews(db, member.member_no, { ...range, pageNumber: q.pageNumber, pageSize: q.pageSize });
    return c.json({
      totalCount,
      items: rows.map((r) => ({
        reviewNo: r.review_no, productNo: r.product_no, productName: r.product_name, optionNo: r.option_no, orderOptionNo: r.order_option_no,
        rate: r.rate, content: r.content, memberId: member.member_id, nickname: member.nickname ?? '',
        registerYmdt: toYmdt(r.registered_at), updateYmdt: toYmdt(r.updated_at),
        fileUrls: parseJson<string[]>(r.file_urls_json, []).map((u) => absoluteUrl(baseUrl(), u)),
        recommendCnt: r.recommend_cnt, recommendable: false, myReview: true, bestReviewYn: r.best === 1 ? 'Y' : 'N',
        // The platform's other fields of a my-review row, answered as this shop has them.
        brandName: r.brand_name ?? '', brandNameEn: r.brand_name_en ?? '', productNameEn: null, productManagementCd: null,
        imageUrl: productImage(baseUrl(), r.image_urls_json), imageUrlType: 'IMAGE_URL', orderNo: null,
        platformType: 'PC', extraJson: r.extra_json, externalReview: false, isDeletedProductReview: false,
        blindReportCnt: 0, reportCnt: 0, tagValueNos: [],
      })),
    });
  });

  app.get('/profile/product-inquiries', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, inquiryQuery);
    const { db, now, baseUrl } = c.get('deps');
    const range = kstDayRange(q.startYmd, q.endYmd, now());
    const { totalCount, rows } = await myInquiries(db, member.member_no, { ...range, answered: q.answered, pageNumber: q.pageNumber, pageSize: q.pageSize });
    return c.json({
      totalCount,
      items: rows.map((r) => {
        const replied = r.answered_at !== null;
        return {
          inquiryNo: r.inquiry_no, productNo: r.product_no, productName: r.product_name, type: r.type, title: r.title, content: r.content,
          secreted: r.secreted === 1, replied, memberId: member.member_id, nickName: member.nickname ?? member.member_id,
          registerYmdt: toYmdt(r.registered_at), updateYmdt: toYmdt(r.updated_at), myInquiry: true, modifiable: !replied,
          // The platform's other fields of a my-inquiry row, answered as this shop has them.
          brandName: r.brand_name ?? '', brandNameEn: r.brand_name_en ?? '', productNameEn: null, productManagementCd: null,
          imageUrl: productImage(baseUrl(), r.image_urls_json), orderNo: null, registerName: member.member_name,
          registerNo: member.member_no, gradeLabel: member.grade_name, providerType: null, displayStatusType: 'DISPLAY',
          administrator: false, blocked: false, expelled: false, cancelReportable: 'N', tagValueNos: [],
          answers: replied
            ? [{
                inquiryNo: r.inquiry_no, title: r.answer_title ?? '', content: r.answer_content ?? '', administrator: true,
                adminType: 'SERVICE', memberId: null, nickName: '코트사이드', partnerName: '코트사이드', secreted: r.secreted === 1,
                registerYmdt: toYmdt(r.answered_at), updateYmdt: toYmdt(r.answered_at),
              }]
            : [],
        };
      }),
    });
  });
}
