// All of the messaging module's queries, one file per group; the services read them here as `repo`.
// Functions take the executor (db or transaction) first.

export * from './messaging.people.repository.ts';
export * from './messaging.conversations.repository.ts';
export * from './messaging.messages.repository.ts';
export * from './messaging.reports.repository.ts';
export * from './messaging.reminders.repository.ts';
