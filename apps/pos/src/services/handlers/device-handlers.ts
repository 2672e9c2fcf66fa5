// Sign-in, terminal identity, settings, printer, sync and the custom-order production screen.
import { PRODUCTION_STATUS_LABELS } from '@courtside/core/machines';
import type { PosCustomOrderSummary } from '@courtside/core/pos';
import type { RgbaImage } from '@courtside/hardware';
import type { Handlers } from '../dispatcher.ts';
import { requireSession } from '../dispatcher.ts';
import { TerminalError } from '../terminal-error.ts';
import { decodePng } from '../printer/png-decode.ts';
import { productionSheetDocument, testPageDocument } from '../printer/documents.ts';
import type { CustomOrder, Session } from '../../shared/schemas.ts';
import type { ScreenSessionState } from '../staff/staff-auth.ts';
import type { TerminalServices } from './context.ts';
import { tokenOf } from './context.ts';

type DeviceHandlers = Pick<
  Handlers,
  | 'auth.login'
  | 'auth.logout'
  | 'auth.current'
  | 'auth.lock'
  | 'auth.unlockStaff'
  | 'auth.staffNames'
  | 'terminal.info'
  | 'terminal.register'
  | 'terminal.pairingCode'
  | 'shop.get'
  | 'shop.save'
  | 'staff.list'
  | 'staff.create'
  | 'staff.update'
  | 'custom.list'
  | 'custom.get'
  | 'custom.printSheet'
  | 'settings.get'
  | 'settings.update'
  | 'printer.status'
  | 'printer.test'
  | 'printer.reprint'
  | 'printer.job'
  | 'devices.list'
  | 'van.check'
  | 'sync.status'
  | 'sync.now'
>;

function statusLabel(status: PosCustomOrderSummary['status']): string {
  return (PRODUCTION_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;
}

function customSummary(order: PosCustomOrderSummary): CustomOrder {
  return { ...order, statusLabel: statusLabel(order.status) };
}

export function deviceHandlers(s: TerminalServices): DeviceHandlers {
  async function sessionView({ session, locked }: ScreenSessionState): Promise<Session | null> {
    if (!session) return null;
    const identity = await s.identity.load();
    const settings = await s.settings.load();
    return { staffId: session.staffId, name: session.name, role: session.role, offline: session.offline, terminalId: identity?.terminalId ?? 0, terminalName: settings.terminal.name, locked };
  }

  async function terminalInfo() {
    const identity = await s.identity.load();
    const settings = await s.settings.load();
    return { name: settings.terminal.name, terminalId: identity?.terminalId ?? null, registered: identity !== null, serverUrl: s.config.serverUrl };
  }

  return {
    'auth.login': async ({ name, pin }, ctx) => {
      const view = await sessionView({ session: await s.auth.login(name, pin, ctx.screen), locked: false });
      if (!view) throw new TerminalError('AUTH_FAILED');
      void s.sync.runOnce();
      return view;
    },
    'auth.logout': async (_args, ctx) => {
      await s.auth.logout(ctx.screen);
      return null;
    },
    'auth.current': async (_args, ctx) => sessionView(s.auth.state(ctx.screen)),
    'auth.lock': async (_args, ctx) => {
      s.auth.lock(ctx.screen);
      return null;
    },
    'auth.unlockStaff': async ({ name, adminName, adminPin }) => {
      await s.auth.unlockStaff(name, { name: adminName, pin: adminPin });
      return null;
    },
    'auth.staffNames': () => s.auth.cachedNames(),

    'terminal.info': terminalInfo,
    'terminal.register': async ({ name, adminName, adminPin, setupCode }) => {
      const reply = await s.server.registerTerminal({ name, ...(adminName && adminPin ? { admin: { name: adminName, pin: adminPin } } : {}), ...(setupCode ? { setupCode } : {}) });
      await s.identity.save({ terminalId: reply.terminalId, name: reply.name, key: reply.terminalKey });
      const settings = await s.settings.load();
      await s.settings.save({ ...settings, terminal: { name: reply.name } });
      void s.sync.runOnce();
      return terminalInfo();
    },

    'shop.get': () => s.shop.load(),
    'shop.save': async (profile, ctx) => {
      const reply = await s.server.saveShopProfile(tokenOf(requireSession(ctx)), profile);
      if (!reply.profile) throw new TerminalError('SERVER_ERROR');
      await s.shop.save(reply.profile);
      return reply.profile;
    },

    // Staff live on the own server (every terminal signs in against it): these need a session made online.
    'staff.list': async (_args, ctx) => [...(await s.server.staffList(tokenOf(requireSession(ctx)))).items],
    'staff.create': async (input, ctx) => s.server.createStaff(tokenOf(requireSession(ctx)), input),
    'staff.update': async ({ staffId, ...change }, ctx) => s.server.updateStaff(tokenOf(requireSession(ctx)), staffId, change),
    'terminal.pairingCode': async (_args, ctx) => ({ ...(await s.server.pairingCode(tokenOf(requireSession(ctx)))) }),

    'custom.list': async ({ status }, ctx) => (await s.custom.list(requireSession(ctx).token, status)).map(customSummary),
    'custom.get': async ({ orderNo }, ctx) => {
      const detail = await s.custom.get(requireSession(ctx).token, orderNo);
      const sides = await Promise.all(
        detail.sides.map(async (side) => {
          try {
            const bytes = await s.custom.image(side.imageUrl);
            return { side: side.side, imageDataUrl: `data:image/png;base64,${Buffer.from(bytes).toString('base64')}` };
          } catch {
            return { side: side.side, imageDataUrl: null };
          }
        }),
      );
      return { ...customSummary(detail), shape: detail.shape, colorName: detail.colorName, note: detail.note, sides };
    },
    'custom.printSheet': async ({ orderNo }, ctx) => {
      const detail = await s.custom.get(requireSession(ctx).token, orderNo);
      const images = new Map<string, RgbaImage>();
      for (const side of detail.sides) images.set(side.side, decodePng(await s.custom.image(side.imageUrl)));
      const document = productionSheetDocument({ ...detail, imageRefs: detail.sides.map((side) => ({ side: side.side, ref: side.side })) });
      return s.printer.print(document, `제작 지시서 ${orderNo}`, images);
    },

    'settings.get': () => s.settings.load(),
    'settings.update': async (next) => {
      const saved = await s.settings.save(next);
      await s.printer.reconfigure(saved.printer);
      const scanner = await s.scanner.configure(saved.scanner);
      if (scanner.error) throw new TerminalError('SETTINGS_INVALID', { message: `설정은 저장했지만 스캐너를 열지 못했습니다: ${scanner.error}` });
      return saved;
    },

    'printer.status': async () => s.printer.status(),
    'printer.test': async () => {
      const job = s.printer.print(testPageDocument(s.printer.description(), s.printer.columns(), s.now()), '테스트 인쇄');
      return job.jobId ? s.printer.result(job.jobId) : job;
    },
    'printer.reprint': async ({ jobId }) => s.printer.reprint(jobId),
    'printer.job': ({ jobId }) => s.printer.settled(jobId, 8_000),
    'devices.list': () => s.devices.list(),

    'van.check': () => s.payments.check(),
    'sync.status': () => s.sync.status(),
    'sync.now': () => s.sync.syncNow(),
  };
}
