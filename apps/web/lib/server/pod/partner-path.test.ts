import { describe, expect, it } from 'vitest';
import { parsePartnerPath } from './partner-path';

describe('partner paths the own server will call', () => {
  it('reads channel products with paging, defaulting to the first page of 20', () => {
    expect(parsePartnerPath('/channel-products?pageNo=2&pageSize=10')).toEqual({ kind: 'channel-products', pageNo: 2, pageSize: 10 });
    expect(parsePartnerPath('/channel-products')).toEqual({ kind: 'channel-products', pageNo: 1, pageSize: 20 });
  });

  it('refuses paging outside the limits', () => {
    expect(parsePartnerPath('/channel-products?pageSize=500')).toBeNull();
    expect(parsePartnerPath('/channel-products?pageNo=0')).toBeNull();
    expect(parsePartnerPath('/channel-products?pageNo=abc')).toBeNull();
  });

  it('reads a channel product’s templates, variants, options and one variant (ids decoded)', () => {
    expect(parsePartnerPath('/channel-products/cp-mug/design-templates')).toEqual({ kind: 'design-templates', channelProductId: 'cp-mug' });
    expect(parsePartnerPath('/channel-products/cp-mug/variants')).toEqual({ kind: 'variants', channelProductId: 'cp-mug' });
    expect(parsePartnerPath('/channel-products/cp-mug/options')).toEqual({ kind: 'options', channelProductId: 'cp-mug' });
    expect(parsePartnerPath('/channel-products/cp%2Dmug/variants/v-mug-2')).toEqual({ kind: 'variant', channelProductId: 'cp-mug', variantId: 'v-mug-2' });
    expect(parsePartnerPath('/design-templates/tpl-mug-text')).toEqual({ kind: 'design-template', designTemplateId: 'tpl-mug-text' });
  });

  it('reads the pod product behind a mall product number', () => {
    expect(parsePartnerPath('/product-pod/100203')).toEqual({ kind: 'product-pod', mallProductNo: 100203 });
    expect(parsePartnerPath('/product-pod/abc')).toBeNull();
    expect(parsePartnerPath('/product-pod/99999999999')).toBeNull();
  });

  it.each([
    'https://evil.example/channel-products',
    '//evil.example/channel-products',
    'channel-products',
    '/channel-products/../admin',
    '/channel-products/cp%2F..%2Fx/variants',
    '/channel-products/cp-mug/variants/v1/extra',
    '/channel-products/cp-mug/unknown',
    '/orders',
    '/channel-products/%E0%A4%A/variants',
    '\\channel-products',
  ])('refuses %s', (url) => {
    expect(parsePartnerPath(url)).toBeNull();
  });
});
