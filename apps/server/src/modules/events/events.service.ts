import { adminUseCases } from './service/admin.ts';
import type { EventsDeps } from './service/deps.ts';
import { publicUseCases } from './service/public.ts';
import { registrationUseCases } from './service/registrations.ts';

export type { AdminActor, Viewer } from './service/deps.ts';
export { calendarEntryOf, toEvent } from './service/views.ts';

// Community events (docs/product/community.md#events): the public list and detail, registration
// with a seat count that never passes the capacity, the admin's writes (audited in their
// transaction), the calendar file and the day-before reminder.
// Each use case is a file in service/; this factory wires them.
export function createEventsService(deps: EventsDeps) {
  const publicEvents = publicUseCases(deps);
  const registrations = registrationUseCases(deps, publicEvents);
  const admin = adminUseCases(deps);
  return {
    list: publicEvents.list,
    get: publicEvents.get,
    registration: registrations.registration,
    register: registrations.register,
    cancelRegistration: registrations.cancelRegistration,
    calendar: publicEvents.calendar,
    adminList: admin.adminList,
    create: admin.create,
    update: admin.update,
    remove: admin.remove,
    remindDue: registrations.remindDue,
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
