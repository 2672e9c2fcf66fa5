// Sales reports: the own server's ledger when it can be reached with a server session, the
// terminal's own records otherwise. X and Z are printed; Z also records the close locally with the
// closing count of the drawer (#28), and moves the terminal to the next business day. Every report
// carries this terminal's 시재 of its day (the drawer is this terminal's: its own records).
import type { Handlers } from '../dispatcher.ts';
import { requireSession } from '../dispatcher.ts';
import { reportDocument } from '../printer/documents.ts';
import { reportFromServer } from '../reports/local-reports.ts';
import { isUnreachable } from '../server/pos-server-client.ts';
import type { Report } from '../../shared/schemas.ts';
import type { StaffSession } from '../staff/staff-auth.ts';
import type { TerminalServices } from './context.ts';
import { actorFor } from './context.ts';

type ReportHandlers = Pick<Handlers, 'reports.daily' | 'reports.x' | 'reports.z'>;

export function reportHandlers(s: TerminalServices): ReportHandlers {
  /** The server's answer, or undefined when it cannot be asked (offline session, server down). */
  async function fromServer<T>(session: StaffSession, ask: (token: string, terminalId: number) => Promise<T>): Promise<T | undefined> {
    const identity = await s.identity.load();
    if (!session.token || !identity) return undefined;
    try {
      return await ask(session.token, identity.terminalId);
    } catch (error) {
      if (isUnreachable(error)) return undefined;
      throw error;
    }
  }

  async function print(report: Report) {
    const settings = await s.settings.load();
    return s.printer.print(reportDocument(report, settings.terminal.name, s.now(), await s.shop.receipt()), report.kind === 'z' ? `Z 리포트 ${report.date}` : `X 리포트 ${report.date}`);
  }

  /** The report with this terminal's 시재 of its day and its close, if closed. */
  const withDrawer = async (report: Report): Promise<Report> => ({
    ...report,
    drawer: await s.drawer.summary(report.date),
    closedAt: report.kind === 'z' ? report.to : ((await s.reports.closeOf(report.date))?.closedAt ?? null),
  });

  return {
    'reports.daily': async ({ date }, ctx) => {
      const server = await fromServer(requireSession(ctx), (token, terminalId) => s.server.reportDaily(token, date, terminalId));
      return withDrawer(server ? reportFromServer('daily', server, null, server.generatedAt) : await s.reports.daily(date));
    },
    'reports.x': async (args, ctx) => {
      const session = requireSession(ctx);
      const since = await s.reports.lastClose(s.reports.today());
      const server = await fromServer(session, (token, terminalId) => s.server.reportDaily(token, s.reports.today(), terminalId));
      const report = await withDrawer(server ? reportFromServer('x', server, since, server.generatedAt) : await s.reports.x());
      return { report, print: args.print ? await print(report) : { jobId: null, status: 'skipped', error: null } };
    },
    'reports.z': async (args, ctx) => {
      const session = requireSession(ctx);
      const skipped = { jobId: null, status: 'skipped', error: null } as const;
      // One Z per day: a second press — nothing rung up since — shows the day as it was closed and
      // prints no second 마감 slip.
      const state = await s.drawer.state();
      const repeatOf = state.closedNothingSince ? state.lastClosedDate : s.reports.today();
      const closed = repeatOf === null ? undefined : await s.reports.closeOf(repeatOf);
      if (closed) return { report: closed.report, print: skipped, alreadyClosed: true, closedAt: closed.closedAt, closedBy: closed.staffName };
      const date = s.reports.today();
      const server = await fromServer(session, (token) => s.server.reportZ(token, date));
      if (server?.alreadyClosed) {
        // Closed on the server already (this terminal lost its record): keep the server's close.
        const report = await withDrawer(reportFromServer('z', server.report, null, server.closedAt));
        await s.reports.recordClose(report, server.closedAt, { staffId: server.closedByStaffId, name: session.staffId === server.closedByStaffId ? session.name : `직원 ${server.closedByStaffId}` });
        s.drawer.markClosed(date);
        return { report, print: skipped, alreadyClosed: true, closedAt: server.closedAt, closedBy: session.staffId === server.closedByStaffId ? session.name : `직원 ${server.closedByStaffId}` };
      }
      const actor = await actorFor(s, session);
      const counts = args.counts;
      const local = await s.reports.z({ staffId: session.staffId, name: session.name }, (trx, day) =>
        counts ? s.drawer.recordCloseCount(trx, day, counts, actor) : s.drawer.summary(day, trx),
      );
      s.drawer.markClosed(date);
      s.sync.notifyEnqueued();
      const report = server ? { ...reportFromServer('z', server.report, local.from, server.closedAt), drawer: local.drawer, closedAt: server.closedAt } : { ...local, closedAt: local.to };
      return { report, print: await print(report), alreadyClosed: false, closedAt: report.to, closedBy: session.name };
    },
  };
}
