// Seed §6: an admin is a member whose groups include the administrator group.
import { ADMIN_GROUP_NAME } from '@courtside/core/constants';
import { type MemberProfile } from '@courtside/core/api';

export function isAdminProfile(profile: Pick<MemberProfile, 'memberGroupNames' | 'memberGroups'> | null): boolean {
  if (!profile) return false;
  const names = (profile.memberGroupNames ?? '').split(',').map((name) => name.trim());
  return names.includes(ADMIN_GROUP_NAME) || (profile.memberGroups ?? []).some((g) => g.memberGroupName === ADMIN_GROUP_NAME);
}
