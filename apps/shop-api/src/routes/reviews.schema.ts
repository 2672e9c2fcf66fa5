// Requests of the product review routes.
import { z } from 'zod';
import { reviewOrders } from '../services/community/review-view.ts';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

export const reviewListQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  hasTotalCount: bool.optional(),
  'order.by': z.enum(reviewOrders).default('REGISTER_YMDT'),
  'order.direction': z.enum(['ASC', 'DESC']).default('DESC'),
  bestReviewYn: z.enum(['Y', 'N']).optional(),
  hasAttachmentFile: bool.optional(),
  'ratingRange.from': z.coerce.number().int().min(1).max(5).default(1),
  'ratingRange.to': z.coerce.number().int().min(1).max(5).default(5),
});

export const photoReviewQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  hasTotalCount: bool.optional(),
});

/** Review photos: uploaded URLs (absolute, protocol-relative) or this server's own image paths. */
const photoUrl = z.string().max(1000).regex(/^(https?:\/\/|\/\/|\/images\/)/, '이미지 주소');

const reviewFields = {
  rate: z.number().int().min(1).max(5),
  content: z.string().trim().min(1).max(2000),
  urls: z.array(photoUrl).max(10).default([]),
  extraJson: z.string().max(4000).nullish(),
};

export const reviewCreateBody = z.object({
  orderOptionNo: z.number().int().positive().max(2_147_483_647),
  optionNo: z.number().int().positive().max(2_147_483_647),
  ...reviewFields,
});

export const reviewUpdateBody = z.object(reviewFields);
