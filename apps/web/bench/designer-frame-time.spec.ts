// Designer frame time (issue 5): in Chromium, with 20 layers on the side (10 uploaded pictures and
// 10 Korean texts), the top layer is dragged around the dampener one mouse step per frame while
// requestAnimationFrame records every frame; the figures are the frame intervals during the drag.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const fixture = (name: string) => fileURLToPath(new URL(`../e2e/fixtures/${name}`, import.meta.url));

test('frame time while dragging with 20 layers', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/custom/dampener1');
  await expect(page.locator('[data-session-ready="true"]')).toBeVisible();
  const input = page.getByTestId('design-image-input');
  for (let i = 0; i < 10; i++) {
    await input.setInputFiles(fixture(i % 2 === 0 ? 'front-art.png' : 'back-art.png'));
    await expect(page.getByTestId('layer-list').getByRole('listitem')).toHaveCount(i + 1);
  }
  for (let i = 0; i < 10; i++) {
    await page.getByLabel('문구').fill(`코트사이드 ${i + 1}`);
    await page.getByRole('button', { name: '텍스트 추가' }).click();
  }
  await expect(page.getByTestId('layer-list').getByRole('listitem')).toHaveCount(20);
  await expect(page.getByTestId('dampener-studio')).toHaveAttribute('data-fonts-ready', 'true');

  const box = await page.getByTestId('designer-stage').locator('canvas').first().boundingBox();
  if (!box) throw new Error('no stage');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__frames = [];
    w.__recording = true;
    const tick = (t: number) => {
      w.__frames.push(t);
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  const steps = 180;
  for (let i = 1; i <= steps; i++) {
    const angle = (i / steps) * Math.PI * 4;
    await page.mouse.move(cx + Math.cos(angle) * box.width * 0.25, cy + Math.sin(angle) * box.height * 0.25);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames;
  });
  const intervals = frames.slice(1).map((t, i) => t - (frames[i] ?? t)).sort((a, b) => a - b);
  const at = (q: number) => intervals[Math.min(intervals.length - 1, Math.floor(intervals.length * q))] ?? 0;
  const slow = intervals.filter((d) => d > 1000 / 60 + 1).length;
  console.log(
    `[bench] designer drag, 20 layers (Chromium, headless): ${intervals.length} frames, median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms, ${slow} frames over 16.7 ms`,
  );
  expect(intervals.length).toBeGreaterThan(steps / 2);
  // The drag took hold of the top layer (the last text added), which is now the selected one.
  await expect(page.getByTestId('layer-list').getByRole('listitem').first()).toHaveAttribute('data-selected', 'true');
});
