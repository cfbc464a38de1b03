import type { FastifyInstance } from 'fastify';

// Every route of the app with what its OpenAPI document says it takes: for tests that walk them all
// (fuzz.test.ts, error-contract.test.ts). Routes come from Fastify's own list, hidden ones too.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  default?: unknown;
};
type Operation = {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export interface Route {
  method: string;
  url: string;
  params: string[];
  /** Path parameters' schemas, by name. */
  paramSchemas: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
}

/** Fastify's printed route tree → method + full URL for every route (HEAD is GET's twin; docs are not ours). */
export function listRoutes(tree: string): Array<{ method: string; url: string }> {
  const found: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && !url.startsWith('/api/docs') && !url.includes('*'))
        found.push({ method, url });
    }
  }
  return found;
}

/** The app's routes with their parameters, query and body as the OpenAPI document describes them. */
export async function routesOf(app: FastifyInstance): Promise<Route[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return listRoutes(app.printRoutes({ commonPrefix: false })).map(({ method, url }) => {
    const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    const parameters = operation?.parameters ?? [];
    return {
      method,
      url,
      params: [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!),
      paramSchemas: Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}])),
      query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
      body: operation?.requestBody?.content?.['application/json']?.schema ?? null,
    };
  });
}
