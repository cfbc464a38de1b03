import { describe, expect, it } from 'vitest';
import { markPureDefinitions } from './pure-definitions.mjs';

// What the build marks pure in the shared package's modules (pure-definitions.mjs).

describe('markPureDefinitions', () => {
  it('marks every call and new of a top-level const definition, chains and arguments included', () => {
    expect(markPureDefinitions('export const A = z.object({ a: base.max(3) }).extend({ b: z.string() });')).toBe(
      'export const A = /* @__PURE__ */ z.object({ a: /* @__PURE__ */ base.max(3) }).extend({ b: /* @__PURE__ */ z.string() });',
    );
    expect(markPureDefinitions("const f = new Intl.NumberFormat('en-US');")).toBe(
      "const f = /* @__PURE__ */ new Intl.NumberFormat('en-US');",
    );
  });

  it('leaves calls inside functions, statements that are not definitions and let alone', () => {
    const code = [
      'export const check = (value) => schema.parse(value);',
      'export function build() { return z.string(); }',
      'config(en());',
      'let counter = start();',
      'export const LIMIT = 20;',
    ].join('\n');
    expect(markPureDefinitions(code)).toBe(code);
  });
});
