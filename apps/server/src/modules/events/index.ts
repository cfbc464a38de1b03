// The events module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createEventsModule } from './events.module.ts';
export type { EventsService } from './events.service.ts';
export { eventNotice, eventRegistrants, stillRegistered } from './events.notices.ts';
