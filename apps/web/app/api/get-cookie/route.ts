import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/api-route';
import { sessionCookieNames } from '@/lib/server/session-cookies';

export const dynamic = 'force-dynamic';

/** POST /api/get-cookie → { accesstoken, customKey, customKeyTime, expiresIn } from the HttpOnly cookies. */
export const POST = route(async () => {
  const jar = await cookies();
  const read = (name: string) => jar.get(name)?.value ?? null;
  return NextResponse.json(
    {
      accesstoken: read(sessionCookieNames.SHOP_KEY),
      customKey: read(sessionCookieNames.CUSTOM_KEY),
      customKeyTime: read(sessionCookieNames.CUSTOM_KEY_TIME),
      expiresIn: read(sessionCookieNames.EXPIRES_IN),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
