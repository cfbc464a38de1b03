// The disputes module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createDisputesModule } from './disputes.module.ts';
export type { DisputesService } from './disputes.service.ts';
