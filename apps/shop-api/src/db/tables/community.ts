// Reviews, product inquiries, boards and articles.
// Kysely types; the face that joins every area (`ShopDb`) is `db/schema.ts`: import from there.
import type { Generated } from 'kysely';

export interface ReviewTable {
  review_no: Generated<number>;
  product_no: number;
  option_no: number;
  order_option_no: number | null;
  member_no: number;
  rate: number;
  content: string;
  file_urls_json: string;
  extra_json: string | null;
  recommend_cnt: number;
  best: number;
  deleted: number;
  registered_at: string;
  updated_at: string;
}

export interface ReviewRecommendTable {
  review_no: number;
  member_no: number;
}

export interface InquiryTable {
  inquiry_no: Generated<number>;
  product_no: number;
  member_no: number;
  type: string;
  title: string;
  content: string;
  secreted: number;
  email: string | null;
  parent_inquiry_no: number | null;
  answer_title: string | null;
  answer_content: string | null;
  answered_at: string | null;
  deleted: number;
  registered_at: string;
  updated_at: string;
}

export interface BoardTable {
  board_no: number;
  board_id: string;
  name: string;
  display_type: string;
  categories_json: string;
}

export interface ArticleTable {
  article_no: Generated<number>;
  board_no: number;
  category_no: number | null;
  member_no: number | null;
  writer_name: string;
  title: string;
  content: string;
  notice: number;
  secreted: number;
  view_cnt: number;
  attachments_json: string;
  registered_at: string;
}
