// /konva (seed §2 test screen): the konva playground.
import type { Metadata } from 'next';
import { KonvaPlayground } from '@/components/design/konva-playground';

export const metadata: Metadata = { title: '캔버스 테스트 | 코트사이드' };

export default function KonvaPage() {
  return <KonvaPlayground title="Konva 캔버스 테스트" />;
}
