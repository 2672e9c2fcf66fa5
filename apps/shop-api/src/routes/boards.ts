// Boards: configurations, article lists (keyword search), one article (view count), and writing.
import type { Hono } from 'hono';
import { z } from 'zod';
import { pageQuery, pathNumber, readJson, readQuery, requireMember } from '../http/request.ts';
import { boardConfigs, findBoard, listArticles, readArticle, writeArticle } from '../services/boards/boards.ts';
import type { AppEnv } from '../http/context.ts';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

const articleListQuery = z.object({
  ...pageQuery,
  keyword: z.string().trim().max(100).optional(),
  searchType: z.enum(['ALL', 'TITLE', 'CONTENT', 'WRITER']).default('ALL'),
  categoryNo: z.coerce.number().int().positive().optional(),
  isNoticed: bool.optional(),
  isMine: bool.default(false),
});

const articleBody = z.object({
  articleTitle: z.string().trim().min(1).max(200),
  articleContent: z.string().trim().min(1).max(20000),
  boardCategoryNo: z.number().int().positive().nullish(),
  secreted: z.boolean().default(false),
  guestName: z.string().max(30).nullish(),
  password: z.string().max(50).nullish(),
  images: z.array(z.object({ originalFileName: z.string().max(200), uploadedFileName: z.string().max(1000) })).max(10).nullish(),
});

export function registerBoardRoutes(app: Hono<AppEnv>): void {
  app.get('/boards/configurations', async (c) => {
    const boards = await boardConfigs(c.get('deps').db, c.get('deps').mall);
    const off = { displayType: 'LIST', used: true, memberPostingUsed: true, guestPostingUsed: false, secretPostingUsed: true, replyUsed: false, attachmentUsed: false, imageDisplayType: 'NOT_USED' };
    return c.json({
      boardConfigs: boards,
      inquiryConfig: { ...off, name: '1:1문의', description: '주문, 배송, 커스텀 제작에 관해 문의해 주세요.', smsUsed: false, emailUsed: false, answerSmsTemplateUsed: false, answerMailTemplateUsed: false },
      productReviewConfig: { ...off, name: '상품후기', secretPostingUsed: false, attachmentUsed: true, imageDisplayType: 'ATTACHMENT', reviewAccumulation: { use: false, normalReview: { amount: 0, contentLength: 0 }, photoReview: { amount: 0, contentLength: 0 } } },
      productInquiryConfig: { ...off, name: '상품문의' },
    });
  });

  app.get('/boards/:boardNo/articles', async (c) => {
    const deps = c.get('deps');
    const board = await findBoard(deps.db, c.req.param('boardNo'));
    const q = readQuery(c, articleListQuery);
    const viewer = c.get('member');
    return c.json(await listArticles(deps.db, deps.mall, board, {
      keyword: q.keyword || null,
      searchType: q.searchType,
      categoryNo: q.categoryNo ?? null,
      noticeOnly: q.isNoticed ?? null,
      mineOf: q.isMine ? requireMember(c).member_no : null,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
    }, viewer));
  });

  app.get('/boards/:boardNo/articles/:articleNo', async (c) => {
    const deps = c.get('deps');
    const board = await findBoard(deps.db, c.req.param('boardNo'));
    return c.json(await readArticle(deps.db, deps.mall, board, pathNumber(c, 'articleNo'), c.get('member')));
  });

  // The platform answers 204 with no body; the new article's address goes in Location.
  app.post('/boards/:boardNo/articles', async (c) => {
    const deps = c.get('deps');
    const board = await findBoard(deps.db, c.req.param('boardNo'));
    const body = await readJson(c, articleBody);
    const articleNo = await writeArticle(deps.db, deps.mall, board, c.get('member'), {
      title: body.articleTitle,
      content: body.articleContent,
      categoryNo: body.boardCategoryNo ?? null,
      secreted: body.secreted,
      guestName: body.guestName ?? null,
      images: body.images ?? [],
    }, deps.now());
    c.header('Location', `/boards/${board.board_no}/articles/${articleNo}`);
    return c.body(null, 204);
  });
}
