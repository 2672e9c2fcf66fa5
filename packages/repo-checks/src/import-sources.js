// The places a module names another — import, export … from, import(), import type, require() — as
// ESLint visitors that hand each specifier's literal node to `check`. Every import rule of the
// repository walks the same places, so a spelling one rule catches none can slip past another.
export function importSourceVisitors(check, { require: withRequire = true } = {}) {
  const visitors = {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
    TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
  };
  if (withRequire) {
    visitors.CallExpression = (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
    };
  }
  return visitors;
}
