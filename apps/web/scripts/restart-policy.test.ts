import { expect, test } from 'vitest';
import { exitReason, lineTail, restartPolicy } from '../../../scripts/restart-policy.mjs';

test('a dead process starts again at once, then after growing waits up to 30 s; a minute up resets the count', () => {
  const p = restartPolicy();
  expect(p.died(1000, 0)).toEqual({ attempt: 1, delayMs: 0 });
  expect(p.died(2000, 1500)).toEqual({ attempt: 2, delayMs: 1000 });
  expect(p.died(3000, 2500)).toEqual({ attempt: 3, delayMs: 2000 });
  for (let i = 0; i < 10; i += 1) p.died(4000, 3500);
  expect(p.died(5000, 4500).delayMs).toBe(30_000);
  expect(p.died(200_000, 100_000)).toEqual({ attempt: 1, delayMs: 0 });
});

test('the reason names the exit code or the signal', () => {
  expect(exitReason(1, null)).toBe('종료 코드 1');
  expect(exitReason(null, 'SIGKILL')).toBe('신호 SIGKILL');
});

test('the tail keeps the last lines across chunk borders', () => {
  const t = lineTail(3);
  t.push('a\nb');
  t.push('c\n\nd\ne');
  expect(t.lines()).toEqual(['bc', 'd', 'e']);
});
