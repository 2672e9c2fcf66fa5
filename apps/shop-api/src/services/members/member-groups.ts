import type { MallSettings } from '../shared/mall.ts';
import type { MemberRow } from '../../domain/member.ts';
import { parseJson } from '../../domain/json-columns.ts';

export function memberGroupNames(member: Pick<MemberRow, 'group_names_json'>): string[] {
  return parseJson<string[]>(member.group_names_json, []);
}

/** An administrator is a member of the shop's administrator group (seed §6). */
export function isAdmin(mall: MallSettings, member: Pick<MemberRow, 'group_names_json'> | null): boolean {
  return member !== null && memberGroupNames(member).includes(mall.adminGroupName);
}
