// Who may call what. Role permissions are the own server's table (POS_PERMISSIONS in
// @courtside/core's pos contract); `public` needs no one signed in and `session` anyone signed in.
import type { PosPermission } from '@courtside/core';

export { posRoleAllows as roleAllows } from '@courtside/core';
export type RolePermission = PosPermission;
export type Permission = 'public' | 'session' | RolePermission;
