// /upstream: the open-source projects the storefront ships with (the seed names the route only; a
// Korean shop publishes this as 오픈소스 라이선스 고지). One row per runtime dependency of apps/web —
// `upstream.test.ts` fails when package.json gains one that is not listed here, or a licence changes.

export interface UpstreamProject {
  /** The npm package. */
  readonly name: string;
  /** What the shop uses it for, in Korean. */
  readonly use: string;
  /** SPDX licence identifier. */
  readonly license: string;
  readonly home: string;
}

export const UPSTREAM_PROJECTS: readonly UpstreamProject[] = [
  { name: 'next', use: '웹 화면과 서버', license: 'MIT', home: 'https://github.com/vercel/next.js' },
  { name: 'react', use: '화면 구성', license: 'MIT', home: 'https://github.com/facebook/react' },
  { name: 'react-dom', use: '화면 구성', license: 'MIT', home: 'https://github.com/facebook/react' },
  { name: '@tanstack/react-query', use: '데이터 불러오기와 캐시', license: 'MIT', home: 'https://github.com/TanStack/query' },
  { name: 'zustand', use: '화면 상태 관리', license: 'MIT', home: 'https://github.com/pmndrs/zustand' },
  { name: 'zod', use: '입력값 검증', license: 'MIT', home: 'https://github.com/colinhacks/zod' },
  { name: 'kysely', use: '데이터베이스 질의', license: 'MIT', home: 'https://github.com/kysely-org/kysely' },
  { name: 'konva', use: '댐프너 디자이너의 그리기', license: 'MIT', home: 'https://github.com/konvajs/konva' },
  { name: 'canvas', use: '디자인 인쇄용 이미지 생성', license: 'MIT', home: 'https://github.com/Automattic/node-canvas' },
  { name: 'sharp', use: '업로드 이미지 변환', license: 'Apache-2.0', home: 'https://github.com/lovell/sharp' },
  { name: 'image-size', use: '이미지 크기 확인', license: 'MIT', home: 'https://codeberg.org/image-size/image-size' },
  { name: 'sanitize-html', use: '상품 상세 HTML 정리', license: 'MIT', home: 'https://github.com/apostrophecms/sanitize-html' },
  { name: 'pretendard', use: '글꼴', license: 'OFL-1.1', home: 'https://github.com/orioncactus/pretendard' },
  { name: 'prom-client', use: '서버 지표', license: 'Apache-2.0', home: 'https://github.com/siimon/prom-client' },
  { name: '@aws-sdk/client-s3', use: '파일 저장소 연결', license: 'Apache-2.0', home: 'https://github.com/aws/aws-sdk-js-v3' },
  { name: 'server-only', use: '서버 전용 코드 표시', license: 'MIT', home: 'https://github.com/facebook/react' },
];

/** Licence names as a shopper reads them. */
export const LICENSE_NAMES: Readonly<Record<string, string>> = {
  MIT: 'MIT 라이선스',
  'Apache-2.0': 'Apache 라이선스 2.0',
  'OFL-1.1': 'SIL 오픈 폰트 라이선스 1.1',
};
