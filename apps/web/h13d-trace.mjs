import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const path = process.argv[2] ?? '/products/100001';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.stack,disabled-by-default-v8.cpu_profiler,blink.user_timing,loading', transferMode: 'ReturnAsStream' });
await page.goto('http://127.0.0.1:43112' + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.end');
const { stream } = await done;
let data = '';
for (;;) { const { data: d, eof } = await cdp.send('IO.read', { handle: stream }); data += d; if (eof) break; }
writeFileSync('/tmp/h13d-trace.json', data);
await browser.close();
