// The saved-searches module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createSavedSearchesModule } from './saved-searches.module.ts';
