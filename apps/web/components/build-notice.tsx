'use client';
// Seed §4: the build manifest is checked hourly. The first answer is the build this page came
// from; a different one later means a new deployment, and the shopper is offered a reload.
import { useEffect, useRef, useState } from 'react';
import { BUILD_MANIFEST_CHECK_INTERVAL_MS } from '@courtside/core/constants';
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

export function BuildNotice({ intervalMs = BUILD_MANIFEST_CHECK_INTERVAL_MS }: { intervalMs?: number }) {
  const loaded = useRef<string | null>(null);
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      const id = await fetchBuildId();
      if (stopped || id === null) return;
      if (loaded.current === null) loaded.current = id;
      else if (id !== loaded.current) setChanged(true);
    };
    void check();
    const timer = setInterval(() => void check(), intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [intervalMs]);

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
