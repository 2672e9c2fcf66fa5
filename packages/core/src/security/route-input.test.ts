import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseJsonText, parseRouteInput } from './route-input.ts';

const schema = z.object({ name: z.string().min(1), size: z.coerce.number().int().default(30) });

describe('route input', () => {
  it('answers the parsed input with defaults', () => {
    expect(parseRouteInput(schema, { name: '댐프너' })).toEqual({ ok: true, data: { name: '댐프너', size: 30 } });
  });

  it('refuses forbidden characters before the schema, naming where', () => {
    const r = parseRouteInput(schema, { name: 'a\u0000b' });
    expect(r).toMatchObject({ ok: false, status: 400, code: 'INVALID_CHARACTERS' });
    expect(!r.ok && r.message).toContain('name');
  });

  it('names every failing field once, and the whole input by the given word', () => {
    expect(parseRouteInput(schema, { name: '', size: 'x' })).toEqual({ ok: false, status: 400, code: 'INVALID_REQUEST', message: '요청 값이 올바르지 않습니다: name, size' });
    expect(parseRouteInput(schema, 3, '본문')).toMatchObject({ ok: false, message: '요청 값이 올바르지 않습니다: 본문' });
  });

  it('reads JSON text: empty is {}, anything else must parse', () => {
    expect(parseJsonText('  ')).toEqual({ ok: true, value: {} });
    expect(parseJsonText('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonText('{nope')).toEqual({ ok: false });
  });
});
