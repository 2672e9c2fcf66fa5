// Production of a custom dampener (seed §4): request (제작요청) → progress (제작중) → completion
// (제작완료). A stored value that is none of these reads as "design complete" (디자인 완료), the
// state a saved design is in before production is requested. Status only moves forward, one step
// at a time, so two admins clicking at once cannot send a finished order back to the queue.
import { fallbackFor } from './unhandled.ts';

export type ProductionStep = 'design' | 'request' | 'progress' | 'completion';

/** The production line, in order. */
export const PRODUCTION_STEPS: readonly ProductionStep[] = ['design', 'request', 'progress', 'completion'];

export const PRODUCTION_STATUS_LABELS: Readonly<Record<ProductionStep, string>> = {
  design: '디자인 완료',
  request: '제작요청',
  progress: '제작중',
  completion: '제작완료',
};

export type ProductionTransitionErrorCode =
  | 'PRODUCTION_STATUS_UNCHANGED'
  | 'PRODUCTION_STATUS_BACKWARD'
  | 'PRODUCTION_STATUS_SKIPPED'
  | 'PRODUCTION_STATUS_FINISHED';

export const PRODUCTION_TRANSITION_MESSAGES: Readonly<Record<ProductionTransitionErrorCode, string>> = {
  PRODUCTION_STATUS_UNCHANGED: '이미 같은 제작 상태입니다.',
  PRODUCTION_STATUS_BACKWARD: '제작 상태는 이전 단계로 되돌릴 수 없습니다.',
  PRODUCTION_STATUS_SKIPPED: '제작 상태는 한 단계씩만 진행할 수 있습니다.',
  PRODUCTION_STATUS_FINISHED: '이미 제작이 완료되었습니다.',
};

export type ProductionTransition =
  | { readonly ok: true; readonly value: ProductionStep }
  | { readonly ok: false; readonly error: { readonly code: ProductionTransitionErrorCode; readonly message: string } };

export type ProductionEvent =
  /** The admin's "next step" button. */
  | { readonly type: 'advance' }
  /** An explicit target, e.g. from a status dropdown or a sync from another terminal. */
  | { readonly type: 'move'; readonly to: ProductionStep };

/** Any stored value to a status; unknown or missing values read as design complete. */
export function readProductionStatus(raw: unknown): ProductionStep {
  return raw === 'request' || raw === 'progress' || raw === 'completion' ? raw : 'design';
}

export function nextProductionStatus(status: ProductionStep): ProductionStep | null {
  return PRODUCTION_STEPS[PRODUCTION_STEPS.indexOf(status) + 1] ?? null;
}

function rejected(code: ProductionTransitionErrorCode): ProductionTransition {
  return { ok: false, error: { code, message: PRODUCTION_TRANSITION_MESSAGES[code] } };
}

export function transitionProductionStatus(from: ProductionStep, to: ProductionStep): ProductionTransition {
  const step = PRODUCTION_STEPS.indexOf(to) - PRODUCTION_STEPS.indexOf(from);
  if (step === 0) return rejected('PRODUCTION_STATUS_UNCHANGED');
  if (step < 0) return rejected('PRODUCTION_STATUS_BACKWARD');
  if (step > 1) return rejected('PRODUCTION_STATUS_SKIPPED');
  return { ok: true, value: to };
}

export function reduceProductionStatus(state: ProductionStep, event: ProductionEvent): ProductionTransition {
  switch (event.type) {
    case 'advance': {
      const next = nextProductionStatus(state);
      return next === null ? rejected('PRODUCTION_STATUS_FINISHED') : { ok: true, value: next };
    }
    case 'move':
      return transitionProductionStatus(state, event.to);
    default:
      return fallbackFor(rejected('PRODUCTION_STATUS_UNCHANGED'), event);
  }
}
