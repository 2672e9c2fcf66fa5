// Sales reports: the own server's ledger when it can be reached with a server session, the
// terminal's own records otherwise. X and Z are printed; Z also records the close locally.
import type { Handlers } from '../dispatcher.ts';
import { requireSession } from '../dispatcher.ts';
import { reportDocument } from '../printer/documents.ts';
import { reportFromServer } from '../reports/local-reports.ts';
import { isUnreachable } from '../server/pos-server-client.ts';
import type { Report } from '../../shared/schemas.ts';
import type { StaffSession } from '../staff/staff-auth.ts';
import type { TerminalServices } from './context.ts';

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

  return {
    'reports.daily': async ({ date }, ctx) => {
      const server = await fromServer(requireSession(ctx), (token, terminalId) => s.server.reportDaily(token, date, terminalId));
      return server ? reportFromServer('daily', server, null, server.generatedAt) : s.reports.daily(date);
    },
    'reports.x': async (args, ctx) => {
      const session = requireSession(ctx);
      const since = await s.reports.lastClose(s.reports.today());
      const server = await fromServer(session, (token, terminalId) => s.server.reportX(token, terminalId));
      const report = server ? reportFromServer('x', server, since, server.generatedAt) : await s.reports.x();
      return { report, print: args.print ? await print(report) : { jobId: null, status: 'skipped', error: null } };
    },
    'reports.z': async (_args, ctx) => {
      const session = requireSession(ctx);
      const skipped = { jobId: null, status: 'skipped', error: null } as const;
      // One Z per day: a second press shows the day as it was closed and prints no second 마감 slip.
      const closed = await s.reports.closeOf(s.reports.today());
      if (closed) return { report: closed.report, print: skipped, alreadyClosed: true, closedAt: closed.closedAt, closedBy: closed.staffName };
      const date = s.reports.today();
      const server = await fromServer(session, (token) => s.server.reportZ(token, date));
      if (server?.alreadyClosed) {
        // Closed on the server already (this terminal lost its record): keep the server's close.
        const report = reportFromServer('z', server.report, null, server.closedAt);
        await s.reports.recordClose(report, server.closedAt, { staffId: server.closedByStaffId, name: session.staffId === server.closedByStaffId ? session.name : `직원 ${server.closedByStaffId}` });
        return { report, print: skipped, alreadyClosed: true, closedAt: server.closedAt, closedBy: session.staffId === server.closedByStaffId ? session.name : `직원 ${server.closedByStaffId}` };
      }
      const local = await s.reports.z({ staffId: session.staffId, name: session.name });
      const report = server ? reportFromServer('z', server.report, local.from, server.closedAt) : local;
      return { report, print: await print(report), alreadyClosed: false, closedAt: report.to, closedBy: session.name };
    },
  };
}
