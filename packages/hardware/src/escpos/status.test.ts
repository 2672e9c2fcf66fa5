import { describe, expect, it } from 'vitest';
import { STATUS_OK, STATUS_QUERY, isStatusByte, parseStatusReplies, repliesForStatus, statusFromReplies, statusProblem } from './status.ts';

describe('DLE EOT status', () => {
  it('asks for printer, offline cause and paper status in one go', () => {
    expect(Array.from(STATUS_QUERY)).toEqual([0x10, 0x04, 1, 0x10, 0x04, 2, 0x10, 0x04, 4]);
  });

  it('reads a healthy printer', () => {
    expect(parseStatusReplies([0x12, 0x12, 0x12])).toEqual(STATUS_OK);
    expect(statusProblem(STATUS_OK)).toBeUndefined();
  });

  it('reads paper out (the printer also goes offline) as paper out', () => {
    const status = parseStatusReplies([0x1a, 0x32, 0x72]);
    expect(status).toMatchObject({ online: false, paperEnd: true, paperNearEnd: false, coverOpen: false });
    expect(status && statusProblem(status)).toBe('PRINTER_PAPER_OUT');
  });

  it('reads cover open, error, offline and a roll near its end', () => {
    const cover = parseStatusReplies([0x1a, 0x16, 0x12]);
    expect(cover).toMatchObject({ coverOpen: true, online: false });
    expect(cover && statusProblem(cover)).toBe('PRINTER_COVER_OPEN');
    const error = statusFromReplies({ printer: 0x1a, offlineCause: 0x52, paper: 0x12 });
    expect(statusProblem(error)).toBe('PRINTER_ERROR');
    expect(statusProblem(statusFromReplies({ printer: 0x1a, offlineCause: 0x12, paper: 0x12 }))).toBe('PRINTER_OFFLINE');
    const nearEnd = statusFromReplies({ printer: 0x16, offlineCause: 0x1a, paper: 0x1e });
    expect(nearEnd).toMatchObject({ paperNearEnd: true, drawerSignal: true, feedButton: true, online: true });
    expect(statusProblem(nearEnd)).toBeUndefined();
  });

  it('refuses bytes that are not status replies, and short replies', () => {
    expect(isStatusByte(0x12)).toBe(true);
    expect(isStatusByte(0x13)).toBe(false);
    expect(isStatusByte(0x92)).toBe(false);
    expect(parseStatusReplies([0x12, 0x12])).toBeUndefined();
    expect(parseStatusReplies([0x12, 0x00, 0x12])).toBeUndefined();
  });

  it('round-trips every status through its reply bytes', () => {
    const statuses = [
      STATUS_OK,
      { ...STATUS_OK, online: false, paperEnd: true },
      { ...STATUS_OK, online: false, coverOpen: true },
      { ...STATUS_OK, paperNearEnd: true, drawerSignal: true },
      { ...STATUS_OK, online: false, error: true, feedButton: true },
    ];
    for (const status of statuses) {
      const replies = repliesForStatus(status);
      expect(parseStatusReplies([replies.printer, replies.offlineCause, replies.paper])).toEqual(status);
    }
  });
});
