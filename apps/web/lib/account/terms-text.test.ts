import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY, TERMS_DOCUMENTS, TERMS_OF_USE, termsVersionLine } from './terms-text';

const text = (doc: typeof TERMS_OF_USE) => [doc.intro ?? '', ...doc.sections.flatMap((s) => [s.heading, s.body])].join('\n');

describe('the published terms', () => {
  it('follow the 24 articles of the standard e-commerce terms, then the addendum', () => {
    const headings = TERMS_OF_USE.sections.map((s) => s.heading);
    expect(headings).toHaveLength(25);
    headings.slice(0, 24).forEach((heading, i) => expect(heading).toMatch(new RegExp(`^제${i + 1}조 \\(`)));
    expect(headings[24]).toBe('부칙');
    expect(text(TERMS_OF_USE)).toContain('청약철회');
    expect(text(TERMS_OF_USE).length).toBeGreaterThan(8000);
  });

  it('give the privacy policy every item the law asks for', () => {
    const all = text(PRIVACY_POLICY);
    for (const item of ['처리 목적', '처리하는 개인정보의 항목', '보유 기간', '제3자 제공', '위탁', '파기', '권리', '안전성 확보조치', '자동 수집 장치', '개인정보 보호책임자', '구제']) {
      expect(all).toContain(item);
    }
  });

  it('carry a version and the date they apply from', () => {
    for (const doc of Object.values(TERMS_DOCUMENTS)) expect(doc.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(termsVersionLine(TERMS_OF_USE)).toBe('버전 2.0 · 2026년 1월 1일 시행');
  });
});
