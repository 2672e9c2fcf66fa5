import { describe, expect, it } from 'vitest';
import { sanitizeProductHtml } from './product-html';

describe('sanitizeProductHtml (issue 18: product HTML rendered raw)', () => {
  it.each([
    ['<script>fetch("/api/get-cookie",{method:"POST"})</script><p>설명</p>', '<p>설명</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<img src="https://cdn.example/a.jpg" onerror="alert(1)" alt="댐프너">', '<img src="https://cdn.example/a.jpg" alt="댐프너" />'],
    ['<a href="javascript:alert(1)">링크</a>', '<a>링크</a>'],
    ['<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<form action="https://evil.example"><input name="pw"></form>', ''],
    ['<p style="color:red;background:url(https://evil.example/x)">빨강</p>', '<p style="color:red">빨강</p>'],
    ['<style>body{display:none}</style><b>굵게</b>', '<b>굵게</b>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
  ])('cleans %s', (dirty, clean) => {
    expect(sanitizeProductHtml(dirty)).toBe(clean);
  });

  it("keeps the admin's ordinary formatting, tables and pictures", () => {
    const html = '<h3>소재</h3><p style="text-align:center"><strong>실리콘</strong> 100%</p><table><tr><td colspan="2">크기</td></tr></table><img src="http://127.0.0.1:4010/images/products/a.svg" alt="사진" />';
    expect(sanitizeProductHtml(html)).toBe(html);
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitizeProductHtml('<a href="https://brand.example" target="_blank">브랜드</a>')).toBe('<a href="https://brand.example" target="_blank" rel="noopener noreferrer">브랜드</a>');
  });
});
