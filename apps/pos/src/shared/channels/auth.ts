// Signing in and out, the terminal's registration, the shop's receipt details and staff accounts.
import { z } from 'zod';
import { POS_ROLES } from '@courtside/core/pos';
import { none, shortText, type ChannelSpecs } from './kit.ts';

export const roleSchema = z.enum(POS_ROLES);

export const loginSchema = z.object({
  name: shortText(40).min(1),
  pin: z.string().regex(/^[0-9]{4,8}$/),
});

const pinText = z.string().regex(/^[0-9]{4,8}$/);

/** A staff account as the admin's staff screen shows it (from the own server). */
export const staffSchema = z.object({ staffId: z.number().int(), name: z.string(), role: roleSchema, active: z.boolean() });
export const staffCreateSchema = z.object({ name: shortText(40).min(1), role: roleSchema, pin: pinText });
export const staffUpdateSchema = z.object({
  staffId: z.number().int().positive(),
  name: shortText(40).min(1).optional(),
  role: roleSchema.optional(),
  pin: pinText.optional(),
  active: z.boolean().optional(),
});

/** The shop's receipt details (checked again by the own server with core's checkShopProfile). */
export const shopProfileSchema = z.object({
  name: shortText(40),
  representative: shortText(20),
  businessNumber: shortText(12),
  address: shortText(120),
  phone: shortText(14),
});

export const sessionSchema = z.object({
  staffId: z.number().int(),
  name: z.string(),
  role: roleSchema,
  /** Signed in from the cached credential while the server was unreachable. */
  offline: z.boolean(),
  terminalId: z.number().int(),
  terminalName: z.string(),
  /** Idle past the lock time (or locked by hand): the screen asks for a PIN before anything else. */
  locked: z.boolean(),
});

export const terminalInfoSchema = z.object({
  name: z.string(),
  terminalId: z.number().int().nullable(),
  registered: z.boolean(),
  serverUrl: z.string(),
});

export const authChannels = {
  'auth.login': { args: loginSchema, result: sessionSchema, permission: 'public' },
  'auth.logout': { args: none, result: z.null(), permission: 'public' },
  'auth.current': { args: none, result: sessionSchema.nullable(), permission: 'public' },
  'auth.lock': { args: none, result: z.null(), permission: 'public' },
  /** An admin's own name and PIN unlock a locked staff member's name (issue 28). */
  'auth.unlockStaff': { args: z.object({ name: shortText(40).min(1), adminName: shortText(40).min(1), adminPin: pinText }), result: z.null(), permission: 'public' },
  'auth.staffNames': { args: none, result: z.array(z.string()), permission: 'public' },
  'terminal.info': { args: none, result: terminalInfoSchema, permission: 'public' },
  'terminal.register': {
    // adminName/adminPin: only for the first terminal of a server with no staff (they become its first
    // admin); later terminals bring the registration code an admin made on another terminal.
    args: z.object({
      name: z.string().trim().min(1).max(40),
      adminName: z.string().trim().min(1).max(40).nullable(),
      adminPin: z.string().regex(/^[0-9]{4,8}$/).nullable(),
      setupCode: z.string().max(100).nullable(),
    }),
    result: terminalInfoSchema,
    permission: 'public',
  },
  'shop.get': { args: none, result: shopProfileSchema.nullable(), permission: 'session' },
  'shop.save': { args: shopProfileSchema, result: shopProfileSchema, permission: 'manage-shop' },
  'staff.list': { args: none, result: z.array(staffSchema), permission: 'manage-staff' },
  'staff.create': { args: staffCreateSchema, result: staffSchema, permission: 'manage-staff' },
  'staff.update': { args: staffUpdateSchema, result: staffSchema, permission: 'manage-staff' },
  /** A short-lived, single-use code that registers one more terminal (shown on this admin's screen). */
  'terminal.pairingCode': { args: none, result: z.object({ code: z.string(), expiresAt: z.string() }), permission: 'manage-staff' },
} as const satisfies ChannelSpecs;

export type Role = z.infer<typeof roleSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type Staff = z.infer<typeof staffSchema>;
export type ShopProfile = z.infer<typeof shopProfileSchema>;
export type TerminalInfo = z.infer<typeof terminalInfoSchema>;
