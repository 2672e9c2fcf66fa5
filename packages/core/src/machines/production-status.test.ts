import { describe, expect, it } from 'vitest';
import {
  PRODUCTION_STATUS_LABELS,
  nextProductionStatus,
  readProductionStatus,
  reduceProductionStatus,
  transitionProductionStatus,
} from './production-status.ts';
import type { ProductionEvent, ProductionStep } from './production-status.ts';

describe('custom production status', () => {
  it.each([
    ['request', 'request', '제작요청'],
    ['progress', 'progress', '제작중'],
    ['completion', 'completion', '제작완료'],
    ['design', 'design', '디자인 완료'],
    ['', 'design', '디자인 완료'],
    [null, 'design', '디자인 완료'],
    [undefined, 'design', '디자인 완료'],
    ['REQUEST', 'design', '디자인 완료'],
    [3, 'design', '디자인 완료'],
  ])('stored %o reads as %s (%s)', (raw, status, label) => {
    expect(readProductionStatus(raw)).toBe(status);
    expect(PRODUCTION_STATUS_LABELS[readProductionStatus(raw)]).toBe(label);
  });

  it('advances one step at a time and stops at completion', () => {
    expect(nextProductionStatus('design')).toBe('request');
    expect(nextProductionStatus('request')).toBe('progress');
    expect(nextProductionStatus('progress')).toBe('completion');
    expect(nextProductionStatus('completion')).toBeNull();
  });

  it.each([
    ['design', 'request'],
    ['request', 'progress'],
    ['progress', 'completion'],
  ] as const)('%s → %s is allowed', (from, to) => {
    expect(transitionProductionStatus(from, to)).toEqual({ ok: true, value: to });
    expect(reduceProductionStatus(from, { type: 'move', to })).toEqual({ ok: true, value: to });
    expect(reduceProductionStatus(from, { type: 'advance' })).toEqual({ ok: true, value: to });
  });

  it.each([
    ['progress', 'request', 'PRODUCTION_STATUS_BACKWARD', '제작 상태는 이전 단계로 되돌릴 수 없습니다.'],
    ['completion', 'design', 'PRODUCTION_STATUS_BACKWARD', '제작 상태는 이전 단계로 되돌릴 수 없습니다.'],
    ['request', 'completion', 'PRODUCTION_STATUS_SKIPPED', '제작 상태는 한 단계씩만 진행할 수 있습니다.'],
    ['design', 'progress', 'PRODUCTION_STATUS_SKIPPED', '제작 상태는 한 단계씩만 진행할 수 있습니다.'],
    ['progress', 'progress', 'PRODUCTION_STATUS_UNCHANGED', '이미 같은 제작 상태입니다.'],
  ] as const)('%s → %s is rejected with %s', (from, to, code, message) => {
    expect(transitionProductionStatus(from, to)).toEqual({ ok: false, error: { code, message } });
  });

  it('advancing a finished order is rejected', () => {
    expect(reduceProductionStatus('completion', { type: 'advance' })).toEqual({
      ok: false,
      error: { code: 'PRODUCTION_STATUS_FINISHED', message: '이미 제작이 완료되었습니다.' },
    });
  });

  it('a malformed event changes nothing and says so', () => {
    const result = reduceProductionStatus('request' as ProductionStep, { type: 'rewind' } as unknown as ProductionEvent);
    expect(result).toMatchObject({ ok: false, error: { code: 'PRODUCTION_STATUS_UNCHANGED' } });
  });
});
