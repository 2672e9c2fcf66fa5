import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { readBody, route } from '@/lib/server/api-route';
import { sessionCookieMaxAge, sessionCookieNames, sessionKeyTypes } from '@/lib/server/session-cookies';
import { SESSION_MARKER_COOKIE } from '@/lib/session/session-marker';

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
  const options = { sameSite: 'lax', path: '/', secure: new URL(request.url).protocol === 'https:', maxAge: sessionCookieMaxAge } as const;
  const session = keyType === 'SHOP_KEY' || keyType === 'EXPIRES_IN';
  if (key === null || key === '') {
    jar.delete(name);
    if (keyType === 'SHOP_KEY') jar.delete(SESSION_MARKER_COOKIE);
  } else {
    jar.set(name, String(key), { ...options, httpOnly: true });
    // The cached pages cannot tell whether this visitor has a session; the browser reads this marker.
    if (session) jar.set(SESSION_MARKER_COOKIE, '1', { ...options, httpOnly: false });
  }
  return NextResponse.json({ ok: true });
});
