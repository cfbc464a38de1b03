// The stories module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createStoriesModule } from './stories.module.ts';
export type { StoriesService } from './stories.service.ts';
export { storyNotice } from './stories.notices.ts';
