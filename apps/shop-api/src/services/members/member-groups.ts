import type { MemberRow } from '../../http/context.ts';
import { parseJson } from '../../http/json.ts';
import type { MallSettings } from '../shared/mall.ts';

export function memberGroupNames(member: Pick<MemberRow, 'group_names_json'>): string[] {
  return parseJson<string[]>(member.group_names_json, []);
}

/** An administrator is a member of the shop's administrator group (seed §6). */
export function isAdmin(mall: MallSettings, member: Pick<MemberRow, 'group_names_json'> | null): boolean {
  return member !== null && memberGroupNames(member).includes(mall.adminGroupName);
}
