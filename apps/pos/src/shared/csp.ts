// The Content-Security-Policy of every terminal screen, in Electron and on the Node host: only the
// terminal's own scripts, styles and connections; images from itself or inlined (design previews).
export function contentSecurityPolicy(connectSources: readonly string[] = [], options: { readonly devServer?: boolean } = {}): string {
  return [
    "default-src 'self'",
    // Vite's dev server injects one inline module (React refresh); never allowed in a build.
    options.devServer ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${connectSources.length ? ` ${connectSources.join(' ')}` : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}
