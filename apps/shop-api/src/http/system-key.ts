// The server API (/server/*) is for the shop's own back office: it needs the system key.
import type { MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '../domain/errors.ts';
import type { AppEnv } from './context.ts';
import { requestHeader } from './node-request.ts';

export const requireSystemKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = Buffer.from(requestHeader(c, 'systemkey') ?? '');
  const expected = Buffer.from(c.get('deps').config.systemKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new DomainError('unauthenticated', 'S0001', '시스템 키가 올바르지 않습니다.');
  }
  return next();
};
