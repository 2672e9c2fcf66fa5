// Runs once when the storefront's server starts (Next's instrumentation hook): a server holding a
// shipped default secret refuses to start when it listens beyond loopback or runs in production.
export async function register(): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- Next's documented runtime switch (set at build time), not configuration.
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./lib/startup-check');
}
