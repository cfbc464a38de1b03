// The api-keys module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createApiKeysModule } from './api-keys.module.ts';
export type { ApiKeysService } from './api-keys.service.ts';
export { API_KEY_OPERATION_SCOPES, scopeForOperation } from './api-key-scopes.ts';
