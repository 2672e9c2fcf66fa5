'use client';
// The "new version" check (components/build-notice.tsx loads it an interval after the page): asks
// /api/build-id now and every interval after; an answer other than the page's own build shows the
// notice until the shopper reloads or puts it off (the next different answer shows it again).
import { useEffect, useState } from 'react';
import styles from './build-notice.module.css';

async function fetchBuildId(): Promise<string | null> {
  try {
    const response = await window.fetch('/api/build-id', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null;
  }
}

export default function BuildCheck({ buildId, intervalMs }: { buildId: string; intervalMs: number }) {
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      const id = await fetchBuildId();
      if (!stopped && id !== null && id !== buildId) setChanged(true);
    };
    void check();
    const timer = setInterval(() => void check(), intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [buildId, intervalMs]);

  if (!changed) return null;
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.text}>새로운 버전이 배포되었습니다. 새로고침하면 최신 화면을 볼 수 있습니다.</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        새로고침
      </button>
      <button type="button" className={styles.later} onClick={() => setChanged(false)}>
        나중에
      </button>
    </div>
  );
}
