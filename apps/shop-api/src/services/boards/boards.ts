// Boards (notice, FAQ, benefits, bug reports, 1:1 inquiries) and their articles. Who may write,
// and whether articles are secret, is a policy per board the shop sets (MallSettings); unknown boards take the default.
import type { Kysely, Selectable } from 'kysely';
import type { ArticleTable, ShopDb } from '../../db/schema.ts';
import { maskName } from '../members/masking.ts';
import { isAdmin } from '../members/member-groups.ts';
import type { MallSettings } from '../shared/mall.ts';
import { containsText } from '../shared/sql-text.ts';
import type { MemberRow } from '../../domain/member.ts';
import { errors } from '../../domain/error-catalogue.ts';
import { parseJson } from '../../domain/json-columns.ts';
import { toYmdt } from '../../domain/kst-time.ts';

export interface BoardPolicy {
  /** ADMIN: the shop writes; MEMBER: signed-in members; ANYONE: members and guests (guestName). */
  write: 'ADMIN' | 'MEMBER' | 'ANYONE';
  /** ALWAYS: every article is secret (1:1 inquiries); OPTIONAL: the writer chooses. */
  secret: 'NEVER' | 'OPTIONAL' | 'ALWAYS';
}

export function boardPolicy(mall: MallSettings, boardNo: number): BoardPolicy {
  return mall.boardPolicies[boardNo] ?? { write: 'MEMBER', secret: 'OPTIONAL' };
}

export const SECRET_ARTICLE_TITLE = '비밀글입니다.';

export async function findBoard(db: Kysely<ShopDb>, ref: string) {
  const query = db.selectFrom('boards').selectAll();
  const row = /^\d{1,10}$/.test(ref) && Number(ref) <= 2_147_483_647
    ? await query.where('board_no', '=', Number(ref)).executeTakeFirst()
    : await query.where('board_id', '=', ref).executeTakeFirst();
  if (!row) throw errors.boardNotFound();
  return row;
}

type Board = Awaited<ReturnType<typeof findBoard>>;

export async function boardConfigs(db: Kysely<ShopDb>, mall: MallSettings) {
  const rows = await db.selectFrom('boards').selectAll().orderBy('board_no').execute();
  return rows.map((b, i) => {
    const policy = boardPolicy(mall, b.board_no);
    const categories = parseJson<Array<{ categoryNo: number; label: string }>>(b.categories_json, []);
    const readAll = { type: 'ALL', groupNos: [], gradeNos: [] };
    return {
      boardNo: b.board_no,
      boardId: b.board_id,
      name: b.name,
      categories,
      memberPostingUsed: policy.write !== 'ADMIN',
      guestPostingUsed: policy.write === 'ANYONE',
      secretPostingUsed: policy.secret !== 'NEVER',
      replyUsed: false,
      used: true,
      thumbnailUsed: false,
      categoryUsed: categories.length > 0,
      displayType: b.display_type,
      imageDisplayType: 'NOT_USED',
      attachmentUsed: false,
      order: i + 1,
      writerDisplayType: 'MEMBER_NAME',
      authorityConfig: {
        boardReadConfig: readAll,
        postReadConfig: readAll,
        postWriteConfig: { type: policy.write === 'ADMIN' ? 'ADMIN' : policy.write === 'MEMBER' ? 'MEMBER_ONLY' : 'ALL', groupNos: [], gradeNos: [] },
        replyPostReadConfig: { type: 'NOT_USED', groupNos: [], gradeNos: [] },
        replyPostWriteConfig: { type: 'ADMIN', groupNos: [], gradeNos: [] },
      },
    };
  });
}

export interface ArticleFilter {
  keyword: string | null;
  searchType: 'ALL' | 'TITLE' | 'CONTENT' | 'WRITER';
  categoryNo: number | null;
  noticeOnly: boolean | null;
  mineOf: number | null;
  pageNumber: number;
  pageSize: number;
}

function canRead(mall: MallSettings, article: { member_no: number | null; secreted: number }, viewer: MemberRow | null): boolean {
  return article.secreted === 0 || isAdmin(mall, viewer) || (viewer !== null && article.member_no === viewer.member_no);
}

function articleView(mall: MallSettings, board: Board, a: Selectable<ArticleTable>, viewer: MemberRow | null) {
  const visible = canRead(mall, a, viewer);
  const shopWrites = boardPolicy(mall, board.board_no).write === 'ADMIN';
  const categories = parseJson<Array<{ categoryNo: number; label: string }>>(board.categories_json, []);
  const attachments = parseJson<Array<{ fileName: string; uploadedFileName: string }>>(a.attachments_json, []);
  return {
    articleNo: a.article_no,
    boardNo: a.board_no,
    title: visible ? a.title : SECRET_ARTICLE_TITLE,
    content: visible ? a.content : null,
    imageUrl: null,
    viewCnt: a.view_cnt,
    categoryNo: a.category_no,
    categoryLabel: categories.find((c) => c.categoryNo === a.category_no)?.label ?? null,
    registerName: shopWrites ? a.writer_name : maskName(a.writer_name),
    registerNo: a.member_no,
    registerType: shopWrites ? 'ADMIN' : a.member_no === null ? 'GUEST' : 'MEMBER',
    registerYmdt: toYmdt(a.registered_at),
    modifiable: viewer !== null && viewer.member_no === a.member_no,
    memberId: null,
    memberEmail: null,
    memberNickname: null,
    recommended: false,
    recommendable: false,
    childArticles: [],
    secreted: a.secreted === 1,
    notice: a.notice === 1,
    attached: attachments.length > 0,
    attachments: visible ? attachments.map((f) => ({ fileName: f.fileName, uploadedFileName: f.uploadedFileName, downloadFileUrl: f.uploadedFileName })) : [],
    hasReplies: false,
    repliedCnt: 0,
    replied: false,
    recommendCount: 0,
    tags: [],
    displayStatusType: 'DISPLAY',
    reported: false,
    reportCount: 0,
  };
}

function articleRows(db: Kysely<ShopDb>, boardNo: number, f: ArticleFilter | null) {
  let q = db.selectFrom('articles').selectAll().where('board_no', '=', boardNo);
  if (!f) return q;
  if (f.categoryNo !== null) q = q.where('category_no', '=', f.categoryNo);
  if (f.noticeOnly !== null) q = q.where('notice', '=', f.noticeOnly ? 1 : 0);
  if (f.mineOf !== null) q = q.where('member_no', '=', f.mineOf);
  const keyword = f.keyword;
  if (keyword) {
    q = q.where(({ or }) => {
      const byType = {
        TITLE: [containsText('title', keyword)],
        CONTENT: [containsText('content', keyword)],
        WRITER: [containsText('writer_name', keyword)],
        ALL: [containsText('title', keyword), containsText('content', keyword)],
      } as const;
      return or([...byType[f.searchType]]);
    });
  }
  return q;
}

export async function listArticles(db: Kysely<ShopDb>, mall: MallSettings, board: Board, f: ArticleFilter, viewer: MemberRow | null) {
  const [rows, total] = await Promise.all([
    articleRows(db, board.board_no, f).orderBy('notice', 'desc').orderBy('registered_at', 'desc').orderBy('article_no', 'desc')
      .limit(f.pageSize).offset((f.pageNumber - 1) * f.pageSize).execute(),
    articleRows(db, board.board_no, f).clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { totalCount: Number(total?.n ?? 0), items: rows.map((a) => articleView(mall, board, a, viewer)) };
}

/** One article; reading it counts a view. Secret articles are for their writer and admins only. */
export async function readArticle(db: Kysely<ShopDb>, mall: MallSettings, board: Board, articleNo: number, viewer: MemberRow | null) {
  const row = await articleRows(db, board.board_no, null).where('article_no', '=', articleNo).executeTakeFirst();
  if (!row) throw errors.articleNotFound();
  if (!canRead(mall, row, viewer)) throw errors.secretArticle();
  await db.updateTable('articles').set((eb) => ({ view_cnt: eb('view_cnt', '+', 1) })).where('article_no', '=', articleNo).execute();
  return articleView(mall, board, { ...row, view_cnt: row.view_cnt + 1 }, viewer);
}

export interface ArticleInput {
  title: string;
  content: string;
  categoryNo: number | null;
  secreted: boolean;
  guestName: string | null;
  images: Array<{ originalFileName: string; uploadedFileName: string }>;
}

export async function writeArticle(db: Kysely<ShopDb>, mall: MallSettings, board: Board, writer: MemberRow | null, input: ArticleInput, now: Date): Promise<number> {
  const policy = boardPolicy(mall, board.board_no);
  const admin = isAdmin(mall, writer);
  if (policy.write === 'ADMIN' && !admin) throw errors.boardWriteForbidden();
  if (policy.write === 'MEMBER' && !writer) throw errors.boardWriteForbidden();
  const writerName = writer?.member_name ?? input.guestName?.trim() ?? '';
  if (!writerName) throw errors.guestNameRequired();
  const categories = parseJson<Array<{ categoryNo: number }>>(board.categories_json, []);
  if (input.categoryNo !== null && !categories.some((c) => c.categoryNo === input.categoryNo)) throw errors.boardCategoryUnknown();
  const row = await db.insertInto('articles').values({
    board_no: board.board_no,
    category_no: input.categoryNo,
    member_no: writer?.member_no ?? null,
    writer_name: writerName,
    title: input.title,
    content: input.content,
    notice: 0,
    secreted: policy.secret === 'ALWAYS' || (policy.secret === 'OPTIONAL' && input.secreted) ? 1 : 0,
    view_cnt: 0,
    attachments_json: JSON.stringify(input.images.map((i) => ({ fileName: i.originalFileName, uploadedFileName: i.uploadedFileName }))),
    registered_at: now.toISOString(),
  }).returning('article_no').executeTakeFirstOrThrow();
  return row.article_no;
}
