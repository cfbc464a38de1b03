import type { FastifyInstance, FastifyRequest } from 'fastify';

// Choices in query strings are accepted in any letter case (docs/product/limits-and-messages.md#error-responses):
// `?category=Education` and `?sort=Newest` mean `education` and `newest`. Each route's query schema is
// read once, when the route is added, for the fields whose values are a fixed list; before validation
// a value that differs from one of them only in case becomes that value. Bodies are left as sent.

type SchemaNode = { _zod?: { def?: Record<string, unknown> } } | undefined;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The values of the fixed lists a schema accepts (an enum, literals, a union of them), however wrapped. */
export function choicesOf(schema: SchemaNode, depth = 0): string[] {
  const def = schema?._zod?.def;
  if (!def || depth > 8) return [];
  const type = def.type as string;
  if (WRAPPERS.has(type)) return choicesOf(def.innerType as SchemaNode, depth + 1);
  if (type === 'pipe')
    return [...choicesOf(def.in as SchemaNode, depth + 1), ...choicesOf(def.out as SchemaNode, depth + 1)];
  if (type === 'union') return (def.options as SchemaNode[]).flatMap((option) => choicesOf(option, depth + 1));
  if (type === 'enum')
    return Object.values(def.entries as Record<string, unknown>).filter(
      (value): value is string => typeof value === 'string',
    );
  if (type === 'literal')
    return (def.values as unknown[]).filter((value): value is string => typeof value === 'string');
  return [];
}

/** Each field of an object schema whose value is one of a fixed list, with its values by lower case. */
export function queryChoices(schema: SchemaNode): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  let node = schema;
  for (let depth = 0; node?._zod?.def && depth < 8; depth++) {
    const def = node._zod.def;
    if (def.type === 'object') break;
    node = (WRAPPERS.has(def.type as string) ? def.innerType : def.type === 'pipe' ? def.out : undefined) as SchemaNode;
  }
  const shape = node?._zod?.def?.type === 'object' ? (node._zod.def.shape as Record<string, SchemaNode>) : {};
  for (const [field, fieldSchema] of Object.entries(shape)) {
    const values = choicesOf(fieldSchema);
    // Two values that differ only in case leave the field as it is: either could be meant.
    const byLowerCase = new Map<string, string>();
    const clash = values.some((value) => {
      const lower = value.toLowerCase();
      if (byLowerCase.has(lower) && byLowerCase.get(lower) !== value) return true;
      byLowerCase.set(lower, value);
      return false;
    });
    if (values.length > 0 && !clash) result.set(field, byLowerCase);
  }
  return result;
}

export function registerQueryChoices(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const choices = queryChoices((route.schema as { querystring?: SchemaNode } | undefined)?.querystring);
    if (choices.size === 0) return;
    const normalize = async (request: FastifyRequest) => {
      const query = request.query as Record<string, unknown> | null;
      if (!query || typeof query !== 'object') return;
      for (const [field, byLowerCase] of choices) {
        const value = query[field];
        if (typeof value === 'string') query[field] = byLowerCase.get(value.toLowerCase()) ?? value;
      }
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [...(Array.isArray(existing) ? existing : [existing]), normalize] : [normalize];
  });
}
