import { describe, expect, it } from 'vitest';
import { isOwnActionEcho, noteOwnAction, OWN_ACTION_ECHO_MS } from './own-actions';

describe('one toast per event', () => {
  it('takes a notification of the same category right after the action for its echo, and nothing else', () => {
    const at = 1_000_000;
    noteOwnAction('payment', at);
    expect(isOwnActionEcho('payment', at + 2_000)).toBe(true);
    expect(isOwnActionEcho('payment', at + OWN_ACTION_ECHO_MS + 1)).toBe(false);
    expect(isOwnActionEcho('wallet', at + 2_000)).toBe(false);
  });
});
