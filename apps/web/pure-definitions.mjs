// The shared package's modules define the server's Zod schemas beside the constants, messages and types the
// app imports. A schema is built when its module runs, read or not, and the bundler keeps any call it cannot
// prove free of side effects: every dashboard's first screen built some two hundred schemas it never reads
// (docs/performance.md#dashboards-first-screen). Their definitions are calls to pure builders, so this
// marks each call in a top-level `const` definition of those modules `/* @__PURE__ */`: a definition the
// app never reads is then left out. Calls inside functions are not marked (they run only when called), and
// statements that are not definitions are left alone.
import ts from 'typescript';

// Any module of the package, in a sub-folder too (a large contract is a folder of files behind its name).
const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/].+\.ts$/;
const PURE = '/* @__PURE__ */ ';

/** The code with every call and `new` in its top-level definitions marked pure. */
export function markPureDefinitions(code, fileName = 'module.js') {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const starts = new Set();
  const visit = (node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) starts.add(node.getStart(source));
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (declaration.initializer) visit(declaration.initializer);
  }
  let marked = code;
  for (const start of [...starts].sort((a, b) => b - a)) marked = marked.slice(0, start) + PURE + marked.slice(start);
  return marked;
}

/** The Vite plugin: the shared package's modules, after TypeScript is stripped. */
export function pureSharedDefinitions() {
  return {
    name: 'briefly:pure-shared-definitions',
    apply: 'build',
    transform(code, id) {
      if (!SHARED_SOURCE.test(id.split('?')[0])) return null;
      return { code: markPureDefinitions(code, id), map: null };
    },
  };
}
