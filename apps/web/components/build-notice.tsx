'use client';
// Seed §4: the build manifest is checked hourly. The page knows the build it came from (the root
// layout passes it in); a different answer from /api/build-id later means a new deployment, and the
// shopper is offered a reload. Nothing is checked at load, so the code that checks and shows the
// notice (build-check.tsx) loads with the first check, an interval later, not with the page.
import { Suspense, lazy, useEffect, useState } from 'react';
import { BUILD_MANIFEST_CHECK_INTERVAL_MS } from '@courtside/core/constants';

const BuildCheck = lazy(() => import('./build-check'));

export function BuildNotice({ buildId, intervalMs = BUILD_MANIFEST_CHECK_INTERVAL_MS }: { buildId: string; intervalMs?: number }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), intervalMs);
    return () => clearTimeout(timer);
  }, [intervalMs]);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <BuildCheck buildId={buildId} intervalMs={intervalMs} />
    </Suspense>
  );
}
