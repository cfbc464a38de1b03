// The report of `npm run bench` (bench/http.ts): a table on stdout and the same rows as JSON in
// bench/results/latest.json. Targets are shown next to the ratios and misses marked; nothing fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './http-load.ts';

/**
 * ours/baseline req/s for lists, for the detail page and for the creator directory (issue 36: ≥ 0.9× the baseline);
 * our req/s at a larger size over our req/s at the smallest.
 */
export const TARGETS = { list: 0.8, detail: 0.7, directory: 0.9, scaling: 0.9 };

export interface Measurement {
  db: 'postgres' | 'pglite';
  size: number;
  endpoint: string;
  kind: 'list' | 'detail' | 'directory';
  url: string;
  statements: number;
  /** The statements' text, as recorded (the baseline runs them with the recorded parameters). */
  sql: string[];
  ours: LoadResult;
  baseline: LoadResult;
}

export interface ReportRow extends Measurement {
  ratio: number;
  target: number;
  meetsTarget: boolean;
  /** Against the same endpoint and database at the smallest size measured (null for that size itself). */
  scaling: { ratio: number; against: number; target: number; meetsTarget: boolean } | null;
}

export function toReportRows(measurements: Measurement[]): ReportRow[] {
  return measurements.map((measurement) => {
    // NaN when the baseline answered nothing in the time (shown as n/a, never as met).
    const ratio =
      measurement.baseline.requestsPerSecond > 0
        ? measurement.ours.requestsPerSecond / measurement.baseline.requestsPerSecond
        : NaN;
    const target = TARGETS[measurement.kind];
    return {
      ...measurement,
      ratio,
      target,
      meetsTarget: meets(ratio, target),
      scaling: scalingOf(measurement, measurements),
    };
  });
}

function scalingOf(measurement: Measurement, all: Measurement[]): ReportRow['scaling'] {
  const smaller = all.filter(
    (other) => other.db === measurement.db && other.endpoint === measurement.endpoint && other.size < measurement.size,
  );
  const smallest = smaller.sort((a, b) => a.size - b.size)[0];
  if (!smallest) return null;
  const ratio =
    smallest.ours.requestsPerSecond > 0 ? measurement.ours.requestsPerSecond / smallest.ours.requestsPerSecond : NaN;
  return { ratio, against: smallest.size, target: TARGETS.scaling, meetsTarget: meets(ratio, TARGETS.scaling) };
}

/** Judged on the ratio as shown (two decimals), so a 0.70 is never printed as missing a 0.7 target. */
const meets = (ratio: number, target: number) => Math.round(ratio * 100) / 100 >= target;

const verdict = (ratio: number, target: number) =>
  Number.isNaN(ratio) ? 'n/a' : `${ratio.toFixed(2)} (≥${target}) ${meets(ratio, target) ? 'ok' : 'MISS'}`;
const ms = (value: number) => `${Math.round(value)} ms`;
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

export function printTable(rows: ReportRow[]): void {
  const smallest = Math.min(...rows.map((row) => row.size));
  const header = [
    'db',
    'briefs',
    'endpoint',
    'stmts',
    'ours req/s',
    'p50',
    'p99',
    'base req/s',
    'p50',
    'p99',
    'ours/base',
    `ours vs ${whole(smallest)}`,
  ];
  const lines = rows.map((row) => [
    row.db,
    whole(row.size),
    row.endpoint,
    String(row.statements),
    whole(row.ours.requestsPerSecond),
    ms(row.ours.p50),
    ms(row.ours.p99),
    whole(row.baseline.requestsPerSecond),
    ms(row.baseline.p50),
    ms(row.baseline.p99),
    verdict(row.ratio, row.target),
    row.scaling ? verdict(row.scaling.ratio, row.scaling.target) : '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(`\n${format(header)}`);
  console.log(
    `| ${widths.map((width, column) => (column < 3 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const line of lines) console.log(format(line));
  for (const row of rows.filter((row) => row.ours.failures > 0 || row.baseline.failures > 0)) {
    console.log(
      `! ${row.db} ${row.size} ${row.endpoint}: ${row.ours.failures} failed requests (ours), ${row.baseline.failures} (baseline)`,
    );
  }
}

export function writeJson(rows: ReportRow[], settings: Record<string, unknown>): string {
  const file = path.join(import.meta.dirname, 'results', 'latest.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1e9),
    node: process.version,
    platform: process.platform,
  };
  fs.writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, settings, targets: TARGETS, rows }, null, 2)}\n`,
  );
  return file;
}
