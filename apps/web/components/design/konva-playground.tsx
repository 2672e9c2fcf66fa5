'use client';
// /konva and /canvas1 (seed §2 test screens): the designer package's konva playground.
import { CanvasPlayground } from '@courtside/designer';
import { cssFontFamily } from './fonts';
import styles from './studio.module.css';
import { useStageSize } from './use-stage-size';

export function KonvaPlayground({ title }: { title: string }) {
  const [stageRef, size] = useStageSize(320, 240, 320);
  return (
    <div className={styles.studio}>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.hint}>도형을 끌어 옮기고, 눌러서 크기와 각도를 바꿔 보세요.</p>
      <div ref={stageRef} className={styles.stage} data-testid="konva-playground">
        <CanvasPlayground fontFamily={cssFontFamily('Pretendard')} label="코트사이드 캔버스" size={size} />
      </div>
    </div>
  );
}
