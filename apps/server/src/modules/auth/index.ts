// The auth module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createAuthModule } from './auth.module.ts';
export { mapAccountConflict, type AuthService } from './auth.service.ts';
export { createAccountClosure, type AccountClosure } from './account-closure.ts';
export { updateCreatorProfileInTx, type CreatorProfileChanges } from './creator-profiles.ts';
