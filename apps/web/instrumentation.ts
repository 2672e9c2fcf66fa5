// Runs once when the storefront's server starts (Next's instrumentation hook): a server holding a
// shipped default secret refuses to start when it listens beyond loopback or runs in production;
// a serving instance follows the platform's change record to revalidate its cached catalogue pages
// (issue 33, lib/server/catalogue/follow-changes.ts) — not `next build`, which serves nothing.
export async function register(): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- Next's documented runtime switch (set at build time), not configuration.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./lib/startup-check');
  // eslint-disable-next-line no-restricted-syntax -- Next's documented build phase marker, not configuration.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  (await import('./lib/server/catalogue/follow-changes')).startCatalogueFollower();
}
