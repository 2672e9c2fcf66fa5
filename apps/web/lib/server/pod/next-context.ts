// The pod routes' view of a Next request: the partner token cookies (CUSTOM_KEY, CUSTOM_KEY_TIME,
// HttpOnly) and who is calling (member from the session cookie, admin by group).
import 'server-only';
import { cookies } from 'next/headers';
import { isAdminProfile } from '@/lib/session/admin';
import { currentMember } from '@/lib/server/guards';
import { sessionCookieNames } from '@/lib/server/session-cookies';
import type { PodCaller } from './identity';
import type { PodCookieJar } from './service';

const names = { token: sessionCookieNames.CUSTOM_KEY, time: sessionCookieNames.CUSTOM_KEY_TIME } as const;

export async function podCookieJar(request: Request): Promise<PodCookieJar> {
  const jar = await cookies();
  const secure = new URL(request.url).protocol === 'https:';
  return {
    read: (key) => jar.get(names[key])?.value || null,
    write: (key, value, maxAge) => jar.set(names[key], value, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge }),
  };
}

export async function podCaller(): Promise<PodCaller> {
  const member = await currentMember();
  return member ? { memberId: member.profile.memberId, isAdmin: isAdminProfile(member.profile) } : { memberId: null, isAdmin: false };
}
