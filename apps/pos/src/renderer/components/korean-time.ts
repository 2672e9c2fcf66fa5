// Times on the counter screens, always in Korean time whatever zone the machine is set to. ISO text
// with a zone (the terminal's own records) is an instant; the platform's "2024-03-05 11:00:00" has
// no zone and is Seoul wall time (core's parseInstantOrKst reads both).
import { formatKoreanDateTime, parseInstantOrKst } from '@courtside/core/format';

export function koreanTime(text: string): string {
  try {
    return formatKoreanDateTime(parseInstantOrKst(text));
  } catch {
    return text;
  }
}
