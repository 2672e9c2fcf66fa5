import { describe, expect, it } from 'vitest';
import { SHIPPED_SECRETS, unsafeSecretsMessage, webConfig } from './config';

describe('shipped default secrets (issue 18)', () => {
  const own = { WEB_SECRET: 'this-install-web-secret-2f8c', SHOP_SYSTEM_KEY: 'this-install-system-key', POS_SETUP_CODE: 'install-setup-91' };

  it('serve on loopback outside production (pnpm start, pnpm test)', () => {
    expect(unsafeSecretsMessage(webConfig({}))).toBeNull();
    expect(unsafeSecretsMessage(webConfig({ WEB_HOST: 'localhost', WEB_NODE_ENV: 'test' }))).toBeNull();
  });

  it('refuse a public listen address, naming every default still in use', () => {
    const message = unsafeSecretsMessage(webConfig({ WEB_HOST: '0.0.0.0', POS_SETUP_CODE: own.POS_SETUP_CODE }));
    expect(message).toContain('WEB_SECRET');
    expect(message).toContain('SHOP_SYSTEM_KEY');
    expect(message).not.toContain('POS_SETUP_CODE');
  });

  it('refuse production even on loopback', () => {
    expect(unsafeSecretsMessage(webConfig({ WEB_NODE_ENV: 'production' }))).toMatch(/NODE_ENV=production/);
  });

  it('let an install with its own secrets serve anywhere', () => {
    expect(unsafeSecretsMessage(webConfig({ ...own, WEB_HOST: '0.0.0.0', WEB_NODE_ENV: 'production' }))).toBeNull();
    expect(webConfig({}).secret).toBe(SHIPPED_SECRETS.WEB_SECRET);
  });
});

describe('the e-receipt settings (#28 item 9)', () => {
  it('open links for 90 days and the message sandbox outside production by default', () => {
    expect(webConfig({}).eReceipt).toEqual({ linkDays: 90, sandbox: true });
    expect(webConfig({ POS_RECEIPT_LINK_DAYS: '30', POS_MESSAGE_SANDBOX: 'off' }).eReceipt).toEqual({ linkDays: 30, sandbox: false });
  });

  it('never open the message sandbox in production', () => {
    expect(webConfig({ WEB_NODE_ENV: 'production', POS_MESSAGE_SANDBOX: 'on' }).eReceipt.sandbox).toBe(false);
  });

  it('refuse a link lifetime that is not a whole number of days', () => {
    expect(() => webConfig({ POS_RECEIPT_LINK_DAYS: '0' })).toThrow(/POS_RECEIPT_LINK_DAYS/);
    expect(() => webConfig({ POS_RECEIPT_LINK_DAYS: '1.5' })).toThrow(/POS_RECEIPT_LINK_DAYS/);
  });
});
