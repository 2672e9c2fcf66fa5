// Parsing helpers: every body and query is validated by a zod schema; failures become 400s in Korean.
import { z } from 'zod';
import { forbiddenCharacterPath } from '@courtside/core/security';
import type { MemberRow } from '../domain/member.ts';
import { errors } from '../domain/error-catalogue.ts';
import { DomainError } from '../domain/errors.ts';
import type { AppContext } from './context.ts';
import { requestBody } from './body.ts';

function describeIssues(error: z.ZodError): string {
  const fields = [...new Set(error.issues.map((i) => i.path.join('.') || '본문'))];
  return `요청 값이 올바르지 않습니다: ${fields.join(', ')}`;
}

const forbiddenCharacters = (path: string) => new DomainError('invalid', 'C0008', `사용할 수 없는 문자가 들어 있습니다: ${path}`);

export async function readJson<T extends z.ZodType>(c: AppContext, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    const text = requestBody(c).toString('utf8');
    raw = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw errors.invalidJson();
  }
  // NUL, control and bidi-override characters, lone surrogates: refused, never stored.
  const bad = forbiddenCharacterPath(raw);
  if (bad !== null) throw forbiddenCharacters(bad);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new DomainError('invalid', 'C0003', describeIssues(parsed.error));
  return parsed.data;
}

export function readQuery<T extends z.ZodType>(c: AppContext, schema: T): z.infer<T> {
  const bad = forbiddenCharacterPath(c.req.query());
  if (bad !== null) throw forbiddenCharacters(bad);
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new DomainError('invalid', 'C0004', describeIssues(parsed.error));
  return parsed.data;
}

/** A positive integer path parameter that fits an integer column (PostgreSQL int4), or 400. */
export function pathNumber(c: AppContext, name: string): number {
  const raw = c.req.param(name) ?? '';
  const n = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) {
    throw new DomainError('invalid', 'C0005', `경로의 ${name} 값이 올바르지 않습니다.`);
  }
  return n;
}

export function requireMember(c: AppContext): MemberRow {
  const member = c.get('member');
  if (!member) throw errors.unauthorized();
  return member;
}

/** Common query pieces. */
export const pageQuery = {
  pageNumber: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  hasTotalCount: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
};

export const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');
