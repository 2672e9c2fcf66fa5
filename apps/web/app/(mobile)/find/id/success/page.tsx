import type { Metadata } from 'next';
import { FoundIds } from '@/components/account/find-results';

export const metadata: Metadata = { title: '아이디 찾기 결과' };

export default function FindIdSuccessPage() {
  return <FoundIds />;
}
