import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';

// Hostile input is refused at the edge, as a 400 in the envelope, before any route or query sees
// it (docs/decisions/011-hostile-input-and-sign-in-limits.md):
//
// - text: no string anywhere in the body, query or path parameters (keys included) may hold a NUL
//   character (PostgreSQL cannot store one) or an unpaired UTF-16 surrogate (not encodable as UTF-8;
//   refused by jsonb);
// - numbers: every number in a JSON body, and every query or path value a route reads as a number,
//   must be finite and within ±Number.MAX_SAFE_INTEGER (JSON.parse('1e400') is Infinity; 1e308
//   dollars overflows a bigint of cents);
// - JSON: at most MAX_JSON_DEPTH levels deep (deeper input overflows recursive code such as
//   JSON.stringify); a body announced as JSON but empty is an empty body, as if none was sent;
// - a route that declares no body schema takes no body: it gets one that accepts only nothing (or {}).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its body raw (a signed webhook): no body schema is added and the body is not inspected. */
    rawBody?: boolean;
  }
}

export const MAX_JSON_DEPTH = 32;
const MAX_NUMBER = Number.MAX_SAFE_INTEGER;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a route without a body schema accepts: no body, JSON `null`, or `{}`. */
export const ZNoBody = z.strictObject({}).nullish();

const TEXT_MESSAGE = 'may not contain NUL characters or unpaired surrogates';
const NUMBER_MESSAGE = `must be a finite number between -${MAX_NUMBER} and ${MAX_NUMBER}`;

/** Like a schema's refusal (plugins/validation-messages.ts): one sentence naming the field, never the value. */
const refuse = (where: 'body' | 'query' | 'params', path: string, problem: string) => {
  const field = path || { body: 'The request body', query: 'The query', params: 'The address' }[where];
  const message = `${field} ${problem}`;
  return new AppError(400, 'VALIDATION_ERROR', message, { issues: [{ path, message }] });
};

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isCleanText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);
const isSafeNumber = (value: number) => Number.isFinite(value) && Math.abs(value) <= MAX_NUMBER;

/** Keys are shown in the answer only while they are clean themselves. */
const pathOf = (parent: string, key: string) =>
  isCleanText(key) ? (parent ? `${parent}.${key}` : key).slice(0, 200) : parent;

/** The first problem in a parsed value, or null. Depth is already bounded by the JSON parser. */
function inspect(value: unknown, path: string): { path: string; message: string } | null {
  if (typeof value === 'string') return isCleanText(value) ? null : { path, message: TEXT_MESSAGE };
  if (typeof value === 'number') return isSafeNumber(value) ? null : { path, message: NUMBER_MESSAGE };
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const problem = inspect(value[index], pathOf(path, String(index)));
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isCleanText(key)) return { path, message: TEXT_MESSAGE };
    const problem = inspect(item, pathOf(path, key));
    if (problem) return problem;
  }
  return null;
}

/** Whether the JSON text nests deeper than `limit`: a scan that stops as soon as it does (no recursion, no parse). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/** Query and path keys the route's Zod schema reads as numbers (z.number / z.coerce.number, however wrapped). */
const numericKeysCache = new WeakMap<object, ReadonlySet<string>>();
function numericKeys(schema: unknown): ReadonlySet<string> {
  if (!schema || typeof schema !== 'object') return new Set();
  const cached = numericKeysCache.get(schema);
  if (cached) return cached;
  const keys = new Set<string>();
  const shape =
    unwrap(schema)?.def.type === 'object'
      ? (unwrap(schema)!.def.shape as Record<string, unknown> | undefined)
      : undefined;
  for (const [key, field] of Object.entries(shape ?? {})) {
    if (unwrap(field)?.def.type === 'number') keys.add(key);
  }
  numericKeysCache.set(schema, keys);
  return keys;
}

type ZodInternals = { def: { type: string; innerType?: unknown; in?: unknown; shape?: unknown } };
function unwrap(schema: unknown): ZodInternals | null {
  let current = (schema as { _zod?: ZodInternals } | null)?._zod;
  for (let hops = 0; current && hops < 20; hops++) {
    const { def } = current;
    const next = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)
      ? def.innerType
      : def.type === 'pipe'
        ? def.in
        : undefined;
    if (next === undefined) return current;
    current = (next as { _zod?: ZodInternals })._zod;
  }
  return current ?? null;
}

function checkStrings(where: 'query' | 'params', values: unknown, numeric: ReadonlySet<string>) {
  if (!values || typeof values !== 'object') return;
  for (const [key, raw] of Object.entries(values)) {
    if (!isCleanText(key)) throw refuse(where, '', TEXT_MESSAGE);
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (typeof value !== 'string') continue;
      if (!isCleanText(value)) throw refuse(where, pathOf('', key), TEXT_MESSAGE);
      // What the route will coerce to a number; text that is not a number at all is the schema's to refuse.
      if (numeric.has(key) && value.trim() !== '' && !Number.isNaN(Number(value)) && !isSafeNumber(Number(value)))
        throw refuse(where, pathOf('', key), NUMBER_MESSAGE);
    }
  }
}

export function registerInputGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // Clients announce JSON on bodiless POSTs (approve, reject, mark read…): that is no body.
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      return done(
        new AppError(400, 'INVALID_JSON', `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`),
        undefined,
      );
    }
    parseJson(request, text, done);
  });

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.config?.rawBody || route.schema?.body || !methods.some((method) => METHODS_WITH_BODY.has(method))) return;
    route.schema = { ...route.schema, body: ZNoBody };
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema;
    checkStrings('params', request.params, numericKeys(schema?.params));
    checkStrings('query', request.query, numericKeys(schema?.querystring));
    if (request.routeOptions.config.rawBody) return;
    const problem = inspect(request.body, '');
    if (problem) throw refuse('body', problem.path, problem.message);
  });
}
