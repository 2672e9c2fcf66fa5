// The storefront's floors (eslint.config.js): app/ → components/ → lib/; lib/ never imports up.
import { describe, expect, it } from 'vitest';
import { ruleErrors } from './eslint-harness.ts';

const restrictedImports = (filePath: string, code: string) => ruleErrors('no-restricted-imports', filePath, code);

describe('pnpm lint: the storefront\'s lib/ imports no component or page', () => {
  it.each([
    ['apps/web/lib/npay/x.ts', "import type { NpayEntryProps } from '@/components/npay/npay-entry';\nexport type X = NpayEntryProps;"],
    ['apps/web/lib/server/uploads/testing/x.ts', "import * as sign from '@/app/api/upload/route';\nexport const s = sign;"],
  ])('%s: %s is refused', async (file, code) => {
    const errors = await restrictedImports(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('lib/는 components/나 app/를 가져오지 않습니다');
  });

  it.each([
    ['apps/web/components/npay/x.tsx', "import { npayCheckoutPath } from '@/lib/npay/npay-entry';\nexport const p = npayCheckoutPath;"],
    ['apps/web/scripts/testing/x.ts', "import * as sign from '@/app/api/upload/route';\nexport const s = sign;"],
    ['apps/web/lib/order/x.ts', "import { optionText } from '@/lib/cart/cart-view';\nexport const t = optionText;"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
