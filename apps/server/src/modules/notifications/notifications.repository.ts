// Every query of the notifications module, one file per group; the module's files read them here as
// `repo`. It writes its own tables only; what producers need to word a notification (brief titles,
// names, places) is read from other modules' tables (decision 010).

export * from './notifications.writing.repository.ts';
export * from './notifications.own.repository.ts';
export * from './notifications.preferences.repository.ts';
export * from './notifications.mail.repository.ts';
export * from './notifications.producers.repository.ts';
export * from './notifications.retention.repository.ts';
