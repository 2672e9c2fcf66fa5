// The design fonts as the browser has them: Pretendard comes from the storefront's web font (the
// variable build with unicode-range subsets), loaded through document.fonts before canvas drawing.
export function cssFontFamily(family: string): string {
  return family === 'Pretendard' ? '"Pretendard Variable", Pretendard' : family;
}
