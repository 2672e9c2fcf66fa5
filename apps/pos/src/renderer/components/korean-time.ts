// Times on the counter screens, always in Korean time whatever zone the machine is set to. ISO text
// with a zone (the terminal's own records) is an instant; the platform's "2024-03-05 11:00:00" has
// no zone and is Seoul wall time — Date.parse would read it in the machine's zone, 9 hours off on UTC.
import { formatKoreanDateTime, parseKstDateTime } from '@courtside/core/format';

const HAS_ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

export function koreanTime(text: string): string {
  try {
    return formatKoreanDateTime(HAS_ZONE.test(text.trim()) ? Date.parse(text) : parseKstDateTime(text));
  } catch {
    return text;
  }
}
