// The scale a newly uploaded picture starts at: at most 70% of the printable width, and never
// above its 300-DPI size, so a small picture is not blown up past what it can print.
import { DAMPENER_SIZE_MM, MM_PER_INCH, PRINT_DPI, SAFE_MARGIN_MM } from '@courtside/core/design';

const FIT_SHARE = 0.7;

export function fitScale(width: number, height: number): number {
  const longestMm = (Math.max(width, height) * MM_PER_INCH) / PRINT_DPI;
  const room = (DAMPENER_SIZE_MM - 2 * SAFE_MARGIN_MM) * FIT_SHARE;
  return Math.min(1, room / longestMm);
}
