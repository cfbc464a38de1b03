import { z } from 'zod';

// Helpers over the contracts' own schemas (Zod 4's schema definitions, `_zod.def`).

type Node = { _zod?: { def?: Record<string, unknown> } } | undefined;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The object shapes a schema takes: an object's, every option's of a union, through wrappers, refinements and pipes. */
function shapesOf(schema: Node, depth = 0): Array<Record<string, Node>> {
  const def = schema?._zod?.def;
  if (!def || depth > 8) return [];
  const type = def.type as string;
  if (type === 'object') return [def.shape as Record<string, Node>];
  if (WRAPPERS.has(type)) return shapesOf(def.innerType as Node, depth + 1);
  if (type === 'pipe') return [...shapesOf(def.in as Node, depth + 1), ...shapesOf(def.out as Node, depth + 1)];
  if (type === 'union') return (def.options as Node[]).flatMap((option) => shapesOf(option, depth + 1));
  return [];
}

/** The schema of a list's items, through wrappers and pipes; undefined when it is not a list. */
function itemsOf(schema: Node, depth = 0): Node {
  const def = schema?._zod?.def;
  if (!def || depth > 8) return undefined;
  const type = def.type as string;
  if (type === 'array') return def.element as Node;
  if (WRAPPERS.has(type)) return itemsOf(def.innerType as Node, depth + 1);
  if (type === 'pipe') return itemsOf(def.out as Node, depth + 1) ?? itemsOf(def.in as Node, depth + 1);
  return undefined;
}

/** The top-level fields a schema takes. */
export function fieldsOf(schema: Node): Set<string> {
  return new Set(shapesOf(schema).flatMap((shape) => Object.keys(shape)));
}

/** What to drop from a body: `true` a whole field, or what to drop inside an object (or inside each item of a list). */
type ReadOnly = Map<string, true | ReadOnly>;

function readOnlyOf(write: Node, read: Node, depth = 0): ReadOnly {
  const result: ReadOnly = new Map();
  if (depth > 6) return result;
  const writeShapes = shapesOf(write);
  const writeField = (key: string) => writeShapes.map((shape) => shape[key]).find(Boolean);
  for (const shape of shapesOf(read)) {
    for (const [key, readField] of Object.entries(shape)) {
      const written = writeField(key);
      if (!written) {
        result.set(key, true);
        continue;
      }
      const nested = readOnlyOf(itemsOf(written) ?? written, itemsOf(readField) ?? readField, depth + 1);
      if (nested.size > 0) result.set(key, nested);
    }
  }
  return result;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function without(value: unknown, readOnly: ReadOnly): unknown {
  if (Array.isArray(value)) return value.map((item) => without(item, readOnly));
  if (!isPlainObject(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const rule = readOnly.get(key);
    if (rule === true) continue;
    kept[key] = rule ? without(field, rule) : field;
  }
  return kept;
}

/**
 * An admin PUT's body that also takes the object as its GET returned it: the GET's fields the PUT does
 * not write (ids, dates, figures, names of related objects), at any depth, are dropped before the body
 * is checked, so sending back what was read is accepted — one rule for every admin PUT. Any other
 * unknown field is still refused by the write schema.
 */
export function acceptingReadOnly<T extends z.ZodType>(write: T, read: z.ZodType) {
  const readOnly = readOnlyOf(write as unknown as Node, read as unknown as Node);
  return z.preprocess((body) => without(body, readOnly), write);
}
