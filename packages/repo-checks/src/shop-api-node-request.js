// ESLint rule: shop-api reads a request through Node's own objects (issue 31: the HTTP layer off
// the hot path). @hono/node-server makes the WHATWG objects only when asked for — `c.req.header()`
// builds a `Headers` from the raw list, reading the body (`c.req.json()`, `text()`, `parseBody()` …)
// or `c.req.raw`'s body builds the whole `Request` with a `ReadableStream` and an `AbortController`.
// shop-api reads headers with `requestHeader(c, name)` (http/node-request.ts) and bodies with
// `readJson`/`requestBody`/`readForm` (http/request.ts, http/body.ts: one bounded read before the
// route). Those two files, and tests, are exempt.
import path from 'node:path';

const SRC = 'apps/shop-api/src/';
const EXEMPT = new Set(['apps/shop-api/src/http/node-request.ts', 'apps/shop-api/src/http/body.ts']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** `c.req.<name>` members that build a WHATWG object, with what to use instead. */
export const WHATWG_REQUEST_MEMBERS = {
  header: 'requestHeader(c, 이름)(http/node-request.ts)',
  json: 'readJson(c, schema)(http/request.ts)',
  text: 'requestBody(c)(http/body.ts)',
  arrayBuffer: 'requestBody(c)(http/body.ts)',
  blob: 'requestBody(c)(http/body.ts)',
  formData: 'readForm(c)(http/body.ts)',
  parseBody: 'readForm(c)(http/body.ts)',
  raw: 'requestHeader / requestBody (http/node-request.ts, http/body.ts)',
};

/** Whether the rule applies to a repository-relative path. */
export function checksNodeRequest(relPath) {
  const rel = relPath.split(path.sep).join('/');
  return rel.startsWith(SRC) && !EXEMPT.has(rel) && !TEST_FILE.test(rel);
}

export const shopApiNodeRequest = {
  meta: {
    type: 'problem',
    docs: { description: 'shop-api reads headers and bodies from Node’s request, never through WHATWG objects' },
    schema: [],
  },
  create(context) {
    const rel = path.relative(context.cwd ?? process.cwd(), context.filename ?? context.getFilename());
    if (!checksNodeRequest(rel)) return {};
    return {
      MemberExpression(node) {
        const object = node.object;
        const name = node.property.type === 'Identifier' && !node.computed ? node.property.name : null;
        if (!name || !Object.hasOwn(WHATWG_REQUEST_MEMBERS, name)) return;
        if (object.type !== 'MemberExpression' || object.computed || object.property.type !== 'Identifier' || object.property.name !== 'req') return;
        context.report({
          node,
          message: `shop-api는 c.req.${name}을(를) 쓰지 않습니다: 요청마다 WHATWG 객체(Headers·Request·스트림)를 만듭니다. 대신 ${WHATWG_REQUEST_MEMBERS[name]}.`,
        });
      },
    };
  },
};
