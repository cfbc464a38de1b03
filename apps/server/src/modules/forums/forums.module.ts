import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import { forumsRoutes } from './forums.routes.ts';
import { createForumsService, type ForumsService } from './forums.service.ts';

// Forums (docs/product/community.md#forums): posts, replies, likes, views, solutions, reports and
// their moderation. Its tables: forum_posts, forum_replies, forum_post_likes, forum_post_views,
// forum_reports. Open reports are one of the things that need an admin.

export function createForumsModule(deps: {
  db: Db;
  clock: Clock;
  events: EventPublisher;
}): AppModule<{ forums: ForumsService }> {
  const forums = createForumsService(deps);
  return {
    name: 'forums',
    services: { forums },
    routes: [(app) => forumsRoutes(app, { forums })],
    attentionSources: [
      {
        kind: 'forums.reported_posts',
        label: 'Reported forum posts and replies',
        collect: ({ limit }) => forums.attention(limit),
      },
    ],
  };
}
