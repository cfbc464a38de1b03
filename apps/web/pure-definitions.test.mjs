import { describe, expect, it } from 'vitest';
import { markPureDefinitions } from './pure-definitions.mjs';

// What the build marks pure in the shared package's modules (pure-definitions.mjs).

describe('markPureDefinitions', () => {
  it('makes each top-level const definition that calls anything one pure call, chains and arguments included', () => {
    expect(markPureDefinitions('export const A = z.object({ a: base.max(3) }).extend({ b: z.string() });')).toBe(
      'export const A = /* @__PURE__ */ (() => (z.object({ a: base.max(3) }).extend({ b: z.string() })))();',
    );
    expect(markPureDefinitions("const f = new Intl.NumberFormat('en-US');")).toBe(
      "const f = /* @__PURE__ */ (() => (new Intl.NumberFormat('en-US')))();",
    );
    // An object of schemas, and one spread into another: unread, neither leaves anything behind.
    expect(markPureDefinitions('const fields = { a: z.string() };\nconst B = z.object({ ...fields });')).toBe(
      'const fields = /* @__PURE__ */ (() => ({ a: z.string() }))();\nconst B = /* @__PURE__ */ (() => (z.object({ ...fields })))();',
    );
  });

  it('leaves calls inside functions, statements that are not definitions and let alone', () => {
    const code = [
      'export const check = (value) => schema.parse(value);',
      'export function build() { return z.string(); }',
      'config(en());',
      'let counter = start();',
      'export const LIMIT = 20;',
      'export const WORDS = { a: `x`, b: [1, 2] };',
    ].join('\n');
    expect(markPureDefinitions(code)).toBe(code);
  });
});
