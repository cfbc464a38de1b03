import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// Every answer a test receives through the test app is checked against the published OpenAPI document
// (docs/decisions/043-the-contract-checked.md): its status is one the operation documents, its content type one
// of that status's media types (none for a 204), and a JSON body valid against its schema (Ajv, JSON Schema
// 2020-12, as OpenAPI 3.1 uses). The document is read once per process, each schema compiled once, on first use.

type Media = Record<string, { schema?: unknown }>;
type Operation = { responses?: Record<string, { content?: Media }> };
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

interface Contract {
  /** The document path an /api URL falls under (literal segments before parameters), or null. */
  match(method: string, pathname: string): { path: string; operation: Operation } | null;
  validator(pointer: string): ValidateFunction;
}

let contract: Promise<Contract> | null = null;

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function buildContract(document: Document): Contract {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(document as object, 'openapi');
  const validators = new Map<string, ValidateFunction>();
  // Fewer parameters first: /api/creators/me/profile before /api/creators/{userName}/profile.
  const paths = Object.keys(document.paths)
    .map((path) => ({
      path,
      parameters: (path.match(/\{/g) ?? []).length,
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.parameters - b.parameters);
  return {
    match(method, pathname) {
      for (const { path, pattern } of paths) {
        const operation = document.paths[path]?.[method.toLowerCase()];
        if (operation && pattern.test(pathname)) return { path, operation };
      }
      return null;
    },
    validator(pointer) {
      let validate = validators.get(pointer);
      if (!validate) {
        validate = ajv.getSchema(`openapi#${pointer}`);
        if (!validate) throw new Error(`No schema at ${pointer}`);
        validators.set(pointer, validate);
      }
      return validate;
    },
  };
}

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** What is wrong with an answer by the document, or null when nothing is (or the URL is not an API operation). */
export async function contractProblem(
  app: FastifyInstance,
  request: { method: string; url: string },
  answer: Answer,
): Promise<string | null> {
  const { pathname } = new URL(request.url, 'http://localhost');
  const method = request.method.toUpperCase();
  if (!pathname.startsWith('/api/') || pathname.startsWith('/api/docs') || method === 'HEAD' || method === 'OPTIONS')
    return null;
  contract ??= app
    .inject({ method: 'GET', url: '/api/docs/json' })
    .then((response) => buildContract(response.json() as Document));
  const { match, validator } = await contract;
  const found = match(method, pathname);
  // No such operation: the not-found handler's 404 (or 405) for a URL the API does not have.
  if (!found) return null;
  const where = `${method} ${pathname} (${found.path}) answered ${answer.statusCode}`;
  const status = String(answer.statusCode);
  const documented = found.operation.responses?.[status];
  if (!documented)
    return `${where}, a status its operation does not document (it documents ${Object.keys(found.operation.responses ?? {}).join(', ')}): ${answer.body.slice(0, 300)}`;
  const contentType = String(answer.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const media = documented.content;
  if (!media) return answer.body === '' ? null : `${where} with a body, where the document says there is none`;
  const mediaType = contentType in media ? contentType : '*/*' in media ? '*/*' : null;
  if (!mediaType)
    return `${where} as '${contentType || 'no content type'}', where the document says ${Object.keys(media).join(' or ')}`;
  if (mediaType !== 'application/json' || answer.headers['content-encoding']) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${where} with a body that is not JSON: ${answer.body.slice(0, 200)}`;
  }
  const pointer = ['', 'paths', found.path, method.toLowerCase(), 'responses', status, 'content', mediaType, 'schema']
    .map(escapePointer)
    .join('/');
  const validate = validator(pointer);
  if (validate(body)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  return `${where} with a body its schema refuses: ${errors.join('; ')}`;
}

/**
 * Makes `app.inject` check every answer it gives against the document: a mismatch rejects the call (and so fails
 * the test that made it), naming the operation, the status and what is wrong.
 */
export function checkAnswersAgainstContract(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options?: InjectOptions | string, callback?: unknown) => unknown;
  const checked = async (options: InjectOptions | string) => {
    const request =
      typeof options === 'string'
        ? { method: 'GET', url: options }
        : { method: String(options.method ?? 'GET'), url: String(options.url ?? options.path ?? '/') };
    const response = (await inject(options)) as LightMyRequestResponse;
    const problem = await contractProblem(app, request, response);
    if (problem) throw new Error(`The answer does not match the OpenAPI document: ${problem}`);
    return response;
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? inject(options, callback)
      : checked(options)) as unknown as FastifyInstance['inject'];
}
