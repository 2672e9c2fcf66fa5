// Terminal registration, staff accounts and staff sessions. A staff member signs in on a terminal
// with name + PIN; the reply carries the parameters the terminal needs to verify the same PIN later
// without the network (it hashes the PIN itself: the server's hash never leaves the server).
import { z } from 'zod';
import { bool, int, list, name, noReply, pin, str, type PosRouteSpec } from './kit.ts';
import { POS_ROLES } from './roles.ts';

// ── Requests ────────────────────────────────────────────────────────────────────────────────────
export const posRegisterTerminalSchema = z.object({
  /** Shown on receipts and reports ("카운터 1"). */
  name: z.string().trim().min(1).max(40),
  /** On a server with no staff yet: the first admin to create. Later terminals need none (ignored). */
  admin: z.object({ name, pin }).optional(),
  /**
   * While the server has no staff: its setup code (config POS_SETUP_CODE). Later: the short-lived
   * registration code a signed-in admin made on another terminal's settings screen
   * (`terminals.pairingCode`). No PIN is ever checked here, so nobody can lock an admin out by
   * registering with their name.
   */
  setupCode: z.string().trim().max(200).optional(),
});
export const posStaffLoginSchema = z.object({ name, pin });
/** An admin unlocks a locked staff member on the spot with the admin's own name and PIN (issue 28). */
export const posStaffUnlockSchema = z.object({ name, admin: z.object({ name, pin }) });
/** A registration code for one more terminal: single use, valid for POS_PAIRING_CODE_MINUTES. */
export const POS_PAIRING_CODE_MINUTES = 10;
export const posStaffCreateSchema = z.object({ name, pin, role: z.enum(POS_ROLES) });
export const posStaffUpdateSchema = z.object({ name: name.optional(), pin: pin.optional(), role: z.enum(POS_ROLES).optional(), active: z.boolean().optional() });

// ── Replies ─────────────────────────────────────────────────────────────────────────────────────
export const posTerminalInfoSchema = z.object({ terminalId: int, name: str, registeredAt: str });
export const posRegisterTerminalReplySchema = posTerminalInfoSchema.extend({
  /** Secret; store it on the terminal and send it as `x-pos-terminal-key`. Shown only once. */
  terminalKey: str,
  /** True when this registration created the first admin. */
  createdFirstAdmin: bool,
});
export const posPairingCodeReplySchema = z.object({ code: z.string().regex(/^\d{4}-\d{4}$/), expiresAt: str });
export const posStaffSchema = z.object({ staffId: int, name: str, role: z.enum(POS_ROLES), active: bool });
export const posStaffListSchema = z.object({ items: list(posStaffSchema) });
/** scrypt parameters for the terminal's own offline hash of the PIN (Node's crypto.scrypt names). */
export const posOfflineHashParamsSchema = z.object({
  algorithm: z.literal('scrypt'),
  /** base64 salt, fresh per login; the terminal stores it with its hash. */
  salt: str,
  N: int,
  r: int,
  p: int,
  keyLength: int,
});
export const posOfflineCredentialSchema = z.object({
  staff: posStaffSchema,
  hash: posOfflineHashParamsSchema,
  /** After this instant the cached credential must not be accepted offline any more. */
  offlineUntil: str,
});
export const posStaffLoginReplySchema = z.object({ token: str, expiresAt: str, staff: posStaffSchema, terminal: posTerminalInfoSchema, offline: posOfflineCredentialSchema });
export const posStaffSessionInfoSchema = z.object({ staff: posStaffSchema, terminal: posTerminalInfoSchema, expiresAt: str });

export const AUTH_ROUTES = {
  'terminals.register': { method: 'POST', path: '/api/pos/terminals', auth: 'none', body: posRegisterTerminalSchema, reply: posRegisterTerminalReplySchema, status: 201 },
  'terminals.current': { method: 'GET', path: '/api/pos/terminals/current', auth: 'terminal', reply: posTerminalInfoSchema },
  'terminals.pairingCode': { method: 'POST', path: '/api/pos/terminals/pairing-codes', auth: 'staff', permission: 'manage-staff', reply: posPairingCodeReplySchema, status: 201 },
  'sessions.login': { method: 'POST', path: '/api/pos/sessions', auth: 'terminal', body: posStaffLoginSchema, reply: posStaffLoginReplySchema, status: 201 },
  'sessions.unlockStaff': { method: 'POST', path: '/api/pos/sessions/unlock', auth: 'terminal', body: posStaffUnlockSchema, reply: noReply, status: 204 },
  'sessions.current': { method: 'GET', path: '/api/pos/sessions/current', auth: 'staff', reply: posStaffSessionInfoSchema },
  'sessions.logout': { method: 'DELETE', path: '/api/pos/sessions/current', auth: 'staff', reply: noReply, status: 204 },
  'staff.list': { method: 'GET', path: '/api/pos/staff', auth: 'staff', permission: 'manage-staff', reply: posStaffListSchema },
  'staff.create': { method: 'POST', path: '/api/pos/staff', auth: 'staff', permission: 'manage-staff', body: posStaffCreateSchema, reply: posStaffSchema, status: 201 },
  'staff.update': { method: 'PATCH', path: '/api/pos/staff/:staffId', auth: 'staff', permission: 'manage-staff', body: posStaffUpdateSchema, reply: posStaffSchema },
} as const satisfies Record<string, PosRouteSpec>;

// Reply shapes: z.infer of the reply schemas above (the fields are documented there).
export type PosTerminalInfo = Readonly<z.infer<typeof posTerminalInfoSchema>>;

export type PosRegisterTerminalReply = Readonly<z.infer<typeof posRegisterTerminalReplySchema>>;

export type PosStaff = Readonly<z.infer<typeof posStaffSchema>>;

export type PosStaffList = Readonly<z.infer<typeof posStaffListSchema>>;

/** scrypt parameters for the terminal's own offline hash of the PIN (Node's crypto.scrypt names). */
export type PosOfflineHashParams = Readonly<z.infer<typeof posOfflineHashParamsSchema>>;

export type PosOfflineCredential = Readonly<z.infer<typeof posOfflineCredentialSchema>>;

export type PosStaffLoginReply = Readonly<z.infer<typeof posStaffLoginReplySchema>>;

export type PosStaffSessionInfo = Readonly<z.infer<typeof posStaffSessionInfoSchema>>;

// Request types (what a caller sends).
export type PosRegisterTerminalRequest = z.input<typeof posRegisterTerminalSchema>;
export type PosStaffLoginRequest = z.input<typeof posStaffLoginSchema>;
export type PosStaffCreateRequest = z.input<typeof posStaffCreateSchema>;
export type PosStaffUpdateRequest = z.input<typeof posStaffUpdateSchema>;
