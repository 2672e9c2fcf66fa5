import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LICENSE_NAMES, UPSTREAM_PROJECTS } from './upstream';

const appDir = join(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
/** The licence the installed package declares (its package.json in the app's node_modules; exports maps may hide it from require). */
function installedLicense(name: string): string {
  return (JSON.parse(readFileSync(join(appDir, 'node_modules', name, 'package.json'), 'utf8')) as { license: string }).license;
}

describe('/upstream lists the open-source projects the storefront ships with', () => {
  const external = Object.entries(manifest.dependencies).filter(([, range]) => !range.startsWith('workspace:')).map(([name]) => name);

  it('names every runtime dependency once, and nothing else', () => {
    expect(UPSTREAM_PROJECTS.map((p) => p.name).sort()).toEqual([...external].sort());
  });

  it('gives each the licence its installed package declares, in words a shopper reads', () => {
    for (const project of UPSTREAM_PROJECTS) {
      expect(installedLicense(project.name), project.name).toBe(project.license);
      expect(LICENSE_NAMES[project.license], project.license).toBeTruthy();
    }
  });
});
