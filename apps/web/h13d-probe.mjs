import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of ['/', '/categories/529105', '/products/100001']) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const logs = [];
  page.on('console', (m) => logs.push(m.type() + ': ' + m.text().slice(0, 200)));
  page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
  await page.goto('http://127.0.0.1:43102' + path, { waitUntil: 'networkidle' });
  const r = await page.evaluate(() => {
    const paint = performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`);
    const lcp = new Promise((res) => new PerformanceObserver((l) => res(Math.round(l.getEntries().at(-1).startTime))).observe({ type: 'largest-contentful-paint', buffered: true }));
    const js = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => `${e.name.split('/').pop()} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`);
    return lcp.then((l) => ({ paint, lcp: l, js, hydrated: !!document.querySelector('[data-session-ready="true"]') }));
  });
  console.log(path, JSON.stringify(r, null, 1), logs);
  await page.close();
}
await browser.close();
