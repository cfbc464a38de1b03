import { adminUseCases } from './service/admin.ts';
import type { StoriesDeps } from './service/deps.ts';
import { publicUseCases } from './service/public.ts';

export type { AdminActor, Viewer } from './service/deps.ts';
export { toAdminStory, toStory } from './service/views.ts';

// Success stories (docs/product/community.md#success-stories): the public list and detail (views
// counted for popularity), the consent of the brand and creator a story names (published only when
// each agreed), and the admin's writes, audited in their transaction. A story started from a brief
// takes its people from the brief and its figures from the ledger, and is marked verified.
// Each use case is a file in service/; this factory wires them.
export function createStoriesService(deps: StoriesDeps) {
  const publicStories = publicUseCases(deps);
  const admin = adminUseCases(deps);
  return {
    list: publicStories.list,
    get: publicStories.get,
    consentRequests: publicStories.consentRequests,
    decide: publicStories.decide,
    adminList: admin.adminList,
    adminGet: admin.adminGet,
    create: admin.create,
    update: admin.update,
    remove: admin.remove,
    candidates: admin.candidates,
    fromBrief: admin.fromBrief,
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
