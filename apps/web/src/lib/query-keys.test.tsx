import { BRAND_SUBMISSIONS_LIMIT } from '@briefly/shared/submissions';
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';
import { invalidationsFor, isServerDataQuery, REALTIME_INVALIDATIONS } from './realtime/invalidations';

const USER = '9c1d8a62-43c4-4c4e-9d8b-6a1f2f0c7a11';
const reaches = (type: string, key: QueryKey) => invalidationsFor(type).some((prefix) => partialMatchKey(key, prefix));

describe('queryKeys', () => {
  it("starts every key with its family's name, which is what the resync after a drop refreshes", () => {
    for (const [family, factories] of Object.entries(queryKeys)) {
      for (const factory of Object.values(factories) as Array<() => QueryKey>) {
        expect(factory()[0]).toBe(family);
        expect(isServerDataQuery({ queryKey: factory() })).toBe(true);
      }
    }
    expect(isServerDataQuery({ queryKey: ['config', 'public'] })).toBe(false);
    expect(isServerDataQuery({ queryKey: ['funding', 'confirm', 'b1', 'cs_1'] })).toBe(false);
  });

  it('makes a key without arguments a prefix of the same family with arguments', () => {
    const pairs: Array<[QueryKey, QueryKey]> = [
      [queryKeys.brand.submissions(), queryKeys.brand.submissions({ briefId: 'b1', limit: BRAND_SUBMISSIONS_LIMIT })],
      [queryKeys.brand.creators(), queryKeys.brand.invitableCreators('ada')],
      [queryKeys.brand.invitations(), queryKeys.brand.invitations('b1')],
      [queryKeys.creator.submissions(), queryKeys.creator.submission('s1')],
      [queryKeys.creator.wallet(), queryKeys.creator.wallet(USER)],
      [queryKeys.marketplace.brief(), queryKeys.marketplace.brief('b1', null)],
      [queryKeys.notifications.all(), queryKeys.notifications.list({ isRead: false, limit: 20 })],
      [queryKeys.notifications.detail(), queryKeys.notifications.detail('n1')],
    ];
    for (const [prefix, key] of pairs) expect(partialMatchKey(key, prefix)).toBe(true);
    // Leaving a middle part out leaves out what follows, so the key stays a prefix and never holds undefined.
    expect(queryKeys.marketplace.brief(undefined, USER)).toEqual(['marketplace', 'brief']);
  });

  it('gives screens that read the same endpoint with the same parameters the same key', () => {
    // Review Submissions and Select Winners (GET /api/brands/submissions?briefId=&limit=): a status left out is not sent.
    expect(
      JSON.stringify(queryKeys.brand.submissions({ briefId: 'b1', status: undefined, limit: BRAND_SUBMISSIONS_LIMIT })),
    ).toBe(JSON.stringify(queryKeys.brand.submissions({ briefId: 'b1', limit: BRAND_SUBMISSIONS_LIMIT })));
    // The Overview's four latest are another request, in the same family.
    expect(queryKeys.brand.submissions({ limit: 4 })).not.toEqual(
      queryKeys.brand.submissions({ limit: BRAND_SUBMISSIONS_LIMIT }),
    );
  });
});

describe('REALTIME_INVALIDATIONS', () => {
  it('has an entry for every event the server sends to brands, creators and admins', () => {
    const documented = [
      'submission.created',
      'submission.updated',
      'submission.deleted',
      'submission.reviewed',
      'submission.revision_requested',
      'submission.resubmitted',
      'brief.funded',
      'brief.archived',
      'brief.invited',
      'wallet.funded',
      'refund.failed',
      'reward.assigned',
      'payout.paid',
      'payout.held',
      'withdrawal.requested',
      'withdrawal.processed',
      'account.updated',
      'notification.created',
      'notifications.changed',
      'message.created',
      'conversation.read',
      'conversation.blocked',
      'conversation.reported',
    ];
    expect(Object.keys(REALTIME_INVALIDATIONS).sort()).toEqual([...documented].sort());
    for (const type of documented) expect(invalidationsFor(type).length).toBeGreaterThan(0);
  });

  it('only names keys of the query key families', () => {
    for (const keys of Object.values(REALTIME_INVALIDATIONS) as Array<readonly QueryKey[]>) {
      for (const key of keys) expect(Object.keys(queryKeys)).toContain(key[0]);
    }
  });

  it('ignores event types it does not know, including names of object properties', () => {
    for (const type of ['forum.posted', 'toString', '__proto__', 'constructor', ''])
      expect(invalidationsFor(type)).toEqual([]);
  });

  // Which screen refreshes on which event: [event, what the screen reads, whether it should refresh].
  const cases: Array<[string, string, QueryKey, boolean]> = [
    ['submission.created', 'brand Overview: recent submissions', queryKeys.brand.submissions({ limit: 4 }), true],
    ['submission.created', 'brand Overview: active briefs', queryKeys.brand.briefs(), true],
    ['submission.created', 'brand Overview: submissions this week', queryKeys.brand.analytics(), true],
    [
      'submission.created',
      'Review Submissions',
      queryKeys.brand.submissions({ briefId: 'b1', limit: BRAND_SUBMISSIONS_LIMIT }),
      true,
    ],
    [
      'submission.created',
      'Manage Rewards: to review counts',
      queryKeys.brand.submissions({ status: 'pending', limit: BRAND_SUBMISSIONS_LIMIT }),
      true,
    ],
    ['submission.created', 'Select Winners', queryKeys.brand.rewardManagement(), true],
    ['submission.created', 'brand wallet', queryKeys.brand.wallet(), false],
    [
      'submission.updated',
      'Review Submissions',
      queryKeys.brand.submissions({ briefId: 'b1', limit: BRAND_SUBMISSIONS_LIMIT }),
      true,
    ],
    [
      'submission.deleted',
      'Review Submissions',
      queryKeys.brand.submissions({ briefId: 'b1', limit: BRAND_SUBMISSIONS_LIMIT }),
      true,
    ],
    ['submission.reviewed', 'My Submissions', queryKeys.creator.submissions(), true],
    ['submission.reviewed', 'a submission dialog', queryKeys.creator.submission('s1'), true],
    ['submission.reviewed', 'Available Briefs', queryKeys.creator.briefs(), true],
    ['submission.reviewed', 'creator Overview', queryKeys.creator.dashboard(), true],
    ['submission.reviewed', 'search results', queryKeys.creator.search('latte'), true],
    ['submission.reviewed', 'creator profile', queryKeys.creator.profile(), false],
    ['reward.assigned', 'Creator Wallet', queryKeys.creator.wallet(USER), true],
    ['reward.assigned', 'Earnings and payout history', queryKeys.creator.payouts(), true],
    ['reward.assigned', 'My Submissions (the award)', queryKeys.creator.submissions(), true],
    ['payout.paid', 'Creator Wallet', queryKeys.creator.wallet(USER), true],
    ['payout.paid', 'Earnings and payout history', queryKeys.creator.payouts(), true],
    ['payout.paid', 'creator Overview: earnings', queryKeys.creator.dashboard(), true],
    ['payout.paid', 'Reward & Payment', queryKeys.brand.briefMoney('b1'), true],
    ['payout.held', 'Creator Wallet', queryKeys.creator.wallet(USER), true],
    ['payout.held', 'Earnings and payout history', queryKeys.creator.payouts(), true],
    ['account.updated', 'payout account card', queryKeys.creator.payoutAccount(USER), true],
    ['withdrawal.processed', 'withdrawals', queryKeys.creator.withdrawals(), true],
    ['withdrawal.processed', 'Creator Wallet', queryKeys.creator.wallet(USER), true],
    ['withdrawal.requested', 'admin withdrawal requests', queryKeys.admin.withdrawalRequests(), true],
    ['brief.invited', 'Available Briefs', queryKeys.creator.briefs(), true],
    ['brief.invited', 'the brief page', queryKeys.marketplace.brief('b1', USER), true],
    ['brief.funded', 'My Briefs', queryKeys.brand.briefs(), true],
    ['brief.funded', 'brand wallet', queryKeys.brand.wallet(), true],
    ['brief.archived', 'Manage Rewards', queryKeys.brand.briefs(), true],
    ['brief.archived', 'the marketplace', queryKeys.marketplace.briefs({ page: 1 }), true],
    ['wallet.funded', 'brand wallet', queryKeys.brand.wallet(), true],
    ['wallet.funded', 'My Briefs', queryKeys.brand.briefs(), false],
    ['refund.failed', 'brand wallet', queryKeys.brand.wallet(), true],
    ['refund.failed', 'Reward & Payment', queryKeys.brand.briefMoney('b1'), true],
    ['notification.created', 'the bell', queryKeys.notifications.list({ limit: 20 }), true],
    ['notification.created', '/notifications', queryKeys.notifications.pages({ isRead: false }), true],
    ['notification.created', 'preferences', queryKeys.notifications.preferences(), false],
    ['notifications.changed', 'the bell', queryKeys.notifications.list({ limit: 20 }), true],
    ['notifications.changed', 'a notification page', queryKeys.notifications.detail('n1'), true],
    ['message.created', 'Messages: the conversation list', queryKeys.messaging.conversations(), true],
    ['message.created', 'Messages: the open chat', queryKeys.messaging.messages('c1'), true],
    ['message.created', 'Start New Chat: people', queryKeys.messaging.availableUsers('ca'), false],
    ['conversation.read', 'Messages: unread counts', queryKeys.messaging.conversations(), true],
    ['conversation.read', 'Messages: read receipts in the open chat', queryKeys.messaging.messages('c1'), true],
  ];

  it.each(cases)('%s → %s (%j): %s', (type, _screen, key, expected) => {
    expect(reaches(type, key)).toBe(expected);
  });
});
