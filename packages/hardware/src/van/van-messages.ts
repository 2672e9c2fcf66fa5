// The Korean sentence the cashier sees for each outcome that is not the agent's own decline text.
import type { VanOutcomeKind } from './van-types.ts';

export const VAN_OUTCOME_MESSAGES: Readonly<Record<Exclude<VanOutcomeKind, 'approved' | 'declined'>, string>> = {
  timeout: '카드 단말기가 제시간에 응답하지 않았습니다. 승인되었을 수 있는 거래는 자동으로 망취소합니다.',
  garbled: '카드 단말기의 응답을 읽을 수 없습니다. 승인되었을 수 있는 거래는 자동으로 망취소합니다.',
  dropped: '카드 단말기 연결이 거래 중에 끊겼습니다. 승인되었을 수 있는 거래는 자동으로 망취소합니다.',
  refused: '카드 단말기(VAN 에이전트)에 연결할 수 없습니다. 에이전트가 켜져 있는지, 설정의 연결 정보가 맞는지 확인하세요.',
  busy: '카드 단말기가 다른 거래를 처리하고 있습니다. 잠시 후 다시 시도하세요.',
};

export const VAN_DECLINED_FALLBACK = '카드사에서 승인을 거절했습니다.';
