// The shared package's modules define the server's Zod schemas beside the constants, messages and types the
// app imports. A schema is built when its module runs, read or not, and the bundler keeps any call it cannot
// prove free of side effects: every dashboard's first screen built some two hundred schemas it never reads
// (docs/performance.md#dashboards-first-screen). Their definitions are calls to pure builders, so this
// makes each top-level `const` definition that calls anything a pure call of its own: a definition the app
// never reads is then left out whole. Functions are not touched (they run only when called), and statements
// that are not definitions are left alone.
import ts from 'typescript';

// Any module of the package, in a sub-folder too (a large contract is a folder of files behind its name).
const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/].+\.ts$/;
const PURE = '/* @__PURE__ */ ';

/**
 * The code with each top-level `const` definition that calls or constructs anything wrapped in a pure
 * arrow called at once (`const A = (() => (z.object({ ...fields })))();`, the call marked `@__PURE__`). Unread, the whole
 * definition goes. Marking each call pure instead left what the bundler cannot prove free of effects behind:
 * a spread argument (`{ ...briefFields }`, which may run getters) kept the object it spreads, and with it
 * every schema of that object and Zod itself, on screens that read no schema (issue 39).
 */
export function markPureDefinitions(code, fileName = 'module.js') {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const callsSomething = (node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) return true;
    return ts.forEachChild(node, callsSomething) ?? false;
  };
  const wrapped = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init && !ts.isFunctionLike(init) && callsSomething(init))
        wrapped.push([init.getStart(source), init.getEnd()]);
    }
  }
  let marked = code;
  for (const [start, end] of wrapped.sort((a, b) => b[0] - a[0]))
    marked = `${marked.slice(0, start)}${PURE}(() => (${marked.slice(start, end)}))()${marked.slice(end)}`;
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
