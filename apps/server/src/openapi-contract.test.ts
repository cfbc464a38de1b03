import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { listRoutes } from '../test/routes.ts';
import { contractProblem } from '../test/contract.ts';
import { API_TAGS } from './plugins/openapi.ts';

// The published contract (docs/decisions/043-the-contract-checked.md): the document the app serves passes
// Redocly's recommended rules and Spectral's spectral:oas at 0 errors, with the project's own configuration
// files (redocly.yaml, .spectral.yaml: each exception with its reason); every API route is in it with an
// operationId of its own, a summary, a tag the document describes, and an answer for success.

const root = path.resolve(import.meta.dirname, '../../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const run = promisify(execFile);

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, unknown>;
};
let t: TestApp;
let document: { paths: Record<string, Record<string, Operation>>; tags: Array<{ name: string; description?: string }> };
let file: string;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  document = response.json();
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-openapi-')), 'openapi.json');
  fs.writeFileSync(file, response.body);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

const apiRoutes = () =>
  listRoutes(t.app.printRoutes({ commonPrefix: false }))
    .filter(({ url }) => url.startsWith('/api/'))
    .map(({ method, url }) => ({
      name: `${method} ${url}`,
      operation: document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()],
    }));

describe('the OpenAPI document', () => {
  it('has every API route, each with its own operationId, a summary, a described tag and a 2xx answer', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    const described = new Set(document.tags.filter((tag) => tag.description).map((tag) => tag.name));
    for (const { name, operation } of apiRoutes()) {
      if (!operation) {
        problems.push(`${name}: not in the document (hidden?)`);
        continue;
      }
      const id = operation.operationId;
      if (!id) problems.push(`${name}: no operationId in its route schema`);
      else if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) problems.push(`${name}: operationId '${id}' is not camelCase`);
      else if (seen.has(id)) problems.push(`${name}: operationId '${id}' is also ${seen.get(id)}'s`);
      else seen.set(id, name);
      if (!operation.summary) problems.push(`${name}: no summary`);
      if (!operation.tags?.length) problems.push(`${name}: no tags`);
      for (const tag of operation.tags ?? [])
        if (!described.has(tag)) problems.push(`${name}: tag '${tag}' is not in API_TAGS (plugins/openapi.ts)`);
      if (!Object.keys(operation.responses ?? {}).some((status) => status.startsWith('2')))
        problems.push(`${name}: documents no 2xx answer`);
    }
    expect(problems).toEqual([]);
  });

  it('declares security from each route’s access: none for public routes, bearer otherwise', () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      if (!route.operation) continue;
      if (!Array.isArray(route.operation.security)) problems.push(`${route.name}: no security`);
    }
    expect(problems).toEqual([]);
    expect(document.paths['/api/login']!.post!.security).toEqual([]);
    expect(document.paths['/api/me']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('describes one tag per module', () => {
    expect(document.tags.map((tag) => tag.name)).toEqual(API_TAGS.map((tag) => tag.name));
  });

  it('passes Redocly’s recommended rules (redocly.yaml) with 0 errors', { timeout: 60_000 }, async () => {
    const result = await run(bin('redocly'), ['lint', file, '--config', path.join(root, 'redocly.yaml')], {
      cwd: root,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout: string; stderr: string }) => ({ ...error, failed: true }));
    expect('failed' in result ? `${result.stdout}\n${result.stderr}` : '').toBe('');
  });

  it('passes Spectral’s spectral:oas (.spectral.yaml) with 0 errors', { timeout: 60_000 }, async () => {
    const result = await run(
      bin('spectral'),
      ['lint', file, '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity', 'error', '--format', 'text'],
      { cwd: root },
    ).catch((error: { stdout: string; stderr: string }) => ({ ...error, failed: true }));
    expect('failed' in result ? `${result.stdout}\n${result.stderr}` : '').toBe('');
  });

  it('is what the test app checks every answer against: a wrong status, type or body is named', async () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const health = { method: 'GET', url: '/api/health?x=1' };
    const good = await t.app.inject(health);
    expect(await contractProblem(t.app, health, good)).toBeNull();
    expect(await contractProblem(t.app, health, { statusCode: 418, headers: json, body: '{}' })).toMatch(
      /GET \/api\/health \(\/api\/health\) answered 418, a status its operation does not document/,
    );
    expect(await contractProblem(t.app, health, { ...good, headers: { 'content-type': 'text/plain' } })).toMatch(
      /as 'text\/plain', where the document says application\/json/,
    );
    expect(await contractProblem(t.app, health, { statusCode: 200, headers: json, body: '{"status":1}' })).toMatch(
      /with a body its schema refuses/,
    );
    const logout = { method: 'POST', url: '/api/logout' };
    expect(await contractProblem(t.app, logout, { statusCode: 204, headers: {}, body: '' })).toBeNull();
    expect(await contractProblem(t.app, logout, { statusCode: 204, headers: json, body: 'null' })).toMatch(
      /with a body, where the document says there is none/,
    );
    // A parameter's value never hides a literal path: /api/creators/me/profile is not a userName.
    expect(
      await contractProblem(t.app, { method: 'GET', url: '/api/creators/me/profile' }, { ...good, statusCode: 200 }),
    ).toMatch(/\(\/api\/creators\/me\/profile\)/);
    await expect(
      t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-test': '1' } }),
    ).resolves.toHaveProperty('statusCode', 200);
  });
});
