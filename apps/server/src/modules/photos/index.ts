// The photos module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createPhotosModule } from './photos.module.ts';
export type { PhotosService } from './photos.service.ts';
