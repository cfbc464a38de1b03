import { describe, expect, it, vi } from 'vitest';
import { createInProcessEventBus } from './event-bus.ts';

describe('in-process event bus', () => {
  it('delivers events to their subscribers, survives a failing handler, and unsubscribes', async () => {
    const log = { error: vi.fn() };
    const bus = createInProcessEventBus(log);
    const seen: string[] = [];
    bus.subscribe('brief.archived', () => {
      throw new Error('boom');
    });
    const unsubscribe = bus.subscribe('brief.archived', (event) => {
      seen.push(event.briefId);
    });
    bus.subscribe('wallet.funded', () => {
      seen.push('wrong type');
    });
    await bus.publish({ type: 'brief.archived', briefId: 'b1', brandId: 'x', title: 't', archivedAt: new Date().toISOString() });
    unsubscribe();
    await bus.publish({ type: 'brief.archived', briefId: 'b2', brandId: 'x', title: 't', archivedAt: new Date().toISOString() });
    expect(seen).toEqual(['b1']);
    expect(log.error).toHaveBeenCalledTimes(2);
  });
});
