import { describe, expect, it } from 'vitest';
import { buildQueryString, stripQuery } from './query-string.ts';

describe('buildQueryString', () => {
  it('is empty when nothing is left to send', () => {
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString({ a: undefined, b: null, c: [] })).toBe('');
  });

  it('keeps dotted keys and the order given', () => {
    expect(buildQueryString({ 'filter.keywords': '댐프너', 'order.by': 'POPULAR', pageSize: 30 })).toBe(
      '?filter.keywords=%EB%8C%90%ED%94%84%EB%84%88&order.by=POPULAR&pageSize=30',
    );
  });

  it('joins lists with literal commas and encodes each item', () => {
    expect(buildQueryString({ productNos: [101, 102, 103] })).toBe('?productNos=101,102,103');
    expect(buildQueryString({ tags: ['a,b', 'c&d'] })).toBe('?tags=a%2Cb,c%26d');
  });

  it('writes booleans and zero instead of dropping them', () => {
    expect(buildQueryString({ 'filter.soldout': false, hasTotalCount: true, pageNumber: 0 })).toBe(
      '?filter.soldout=false&hasTotalCount=true&pageNumber=0',
    );
  });

  it('encodes characters that would otherwise split the query', () => {
    expect(buildQueryString({ url: '/channel-products?pageNo=1&pageSize=20' })).toBe(
      '?url=%2Fchannel-products%3FpageNo%3D1%26pageSize%3D20',
    );
    expect(buildQueryString({ keyword: '' })).toBe('?keyword=');
  });
});

describe('stripQuery', () => {
  it('drops the signature of a signed URL', () => {
    expect(stripQuery('https://bucket.example/uploads/a.png?X-Amz-Signature=abc&X-Amz-Expires=60')).toBe(
      'https://bucket.example/uploads/a.png',
    );
  });

  it('drops a fragment and leaves a plain URL alone', () => {
    expect(stripQuery('/uploads/a.png#top')).toBe('/uploads/a.png');
    expect(stripQuery('/uploads/a.png')).toBe('/uploads/a.png');
  });
});
