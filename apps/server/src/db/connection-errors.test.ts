import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-errors.ts';

describe('isConnectionLost', () => {
  it('knows the ways node-postgres reports a connection that went away, wrapped or not', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isConnectionLost(terminated)).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionLost(new Error('Failed query: commit', { cause: terminated }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isConnectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBe(false);
    expect(isConnectionLost(new Error('boom'))).toBe(false);
    expect(isConnectionLost(null)).toBe(false);
  });
});
