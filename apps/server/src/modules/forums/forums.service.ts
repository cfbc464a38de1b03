import { forumsDeps, type ForumsServiceOptions } from './service/deps.ts';
import { moderationUseCases } from './service/moderation.ts';
import { readingUseCases } from './service/reading.ts';
import { reportUseCases } from './service/reports.ts';
import { forumHelpers } from './service/shared.ts';
import { writingUseCases } from './service/writing.ts';

export type { AdminActor, ForumsServiceOptions, WriteOptions } from './service/deps.ts';
export { forumPostLink } from './service/views.ts';

/** The forums module's use cases (one file each in service/), wired to the same options. */
export function createForumsService(options: ForumsServiceOptions) {
  const deps = forumsDeps(options);
  const helpers = forumHelpers();
  const reading = readingUseCases(deps, helpers);
  const writing = writingUseCases(deps, helpers);
  const reports = reportUseCases(deps, helpers);
  const moderation = moderationUseCases(deps, helpers);

  return {
    listPosts: reading.listPosts,
    stats: reading.stats,
    getPost: reading.getPost,
    listReplies: reading.listReplies,
    createPost: writing.createPost,
    createReply: writing.createReply,
    like: writing.like,
    setSolution: writing.setSolution,
    reportPost: reports.reportPost,
    reportReply: reports.reportReply,
    moderatePost: moderation.moderatePost,
    moderateReply: moderation.moderateReply,
    listReports: moderation.listReports,
    decideReport: moderation.decideReport,
    attention: moderation.attention,
  };
}

export type ForumsService = ReturnType<typeof createForumsService>;
