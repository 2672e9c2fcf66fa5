// Requests of the product inquiry routes.
import { z } from 'zod';
import { inquiryTypes } from '../services/community/inquiries.ts';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

export const inquiryListQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  hasTotalCount: bool.optional(),
  isMyInquiries: bool.default(false),
  answered: bool.optional(),
});

const inquiryFields = {
  type: z.enum(inquiryTypes).default('PRODUCT'),
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(2000),
  secreted: z.boolean().default(false),
};

export const inquiryCreateBody = z.object({
  ...inquiryFields,
  email: z.string().email().max(100).nullish(),
  parentInquiryNo: z.number().int().positive().max(2_147_483_647).nullish(),
});

export const inquiryUpdateBody = z.object(inquiryFields);

export const inquiryAnswerBody = z.object({
  title: z.string().trim().max(100).default('답변드립니다.'),
  content: z.string().trim().min(1).max(2000),
});
