import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { readBody, route } from '@/lib/server/api-route';
import { sessionCookieMaxAge, sessionCookieNames, sessionKeyTypes } from '@/lib/server/session-cookies';

export const dynamic = 'force-dynamic';

const body = z.object({
  /** The value to keep; null or '' clears the cookie (logout). */
  key: z.union([z.string().max(4096), z.number(), z.null()]),
  keyType: z.enum(sessionKeyTypes),
});

/** POST /api/set-cookie { key, keyType } → stores one session value in an HttpOnly cookie. */
export const POST = route(async (request: Request) => {
  const { key, keyType } = await readBody(request, body);
  const jar = await cookies();
  const name = sessionCookieNames[keyType];
  if (key === null || key === '') {
    jar.delete(name);
  } else {
    jar.set(name, String(key), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: new URL(request.url).protocol === 'https:',
      maxAge: sessionCookieMaxAge,
    });
  }
  return NextResponse.json({ ok: true });
});
