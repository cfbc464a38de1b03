import { describe, expect, it } from 'vitest';
import { makeBrandBrief } from '@/test/brief-fixtures';
import { briefEvents } from './recent-brief-activity';

describe('briefEvents', () => {
  it('lists each winner picked with its status word, newest first, beside creating, funding and archiving', () => {
    const brief = makeBrandBrief({
      id: 'b1',
      title: 'Spring launch',
      createdAt: '2026-03-01T10:00:00.000Z',
      fundedAt: '2026-03-02T10:00:00.000Z',
      archivedAt: '2026-03-20T10:00:00.000Z',
      winners: [
        { position: 1, creatorName: 'maya_chen', rewardType: 'cash', awardedAt: '2026-03-10T10:00:00.000Z' },
        { position: 2, creatorName: 'leo_m', rewardType: 'prize', awardedAt: '2026-03-10T10:00:00.000Z' },
      ],
    });
    expect(briefEvents([brief]).map((event) => [event.kind, event.text])).toEqual([
      ['archived', 'Archived “Spring launch”'],
      ['won', 'Picked leo_m for “Spring launch”: Winner · 2nd place'],
      ['won', 'Picked maya_chen for “Spring launch”: Winner · 1st place'],
      ['funded', expect.stringMatching(/^Funded “Spring launch” with \$/)],
      ['created', 'Created “Spring launch”'],
    ]);
  });
});
