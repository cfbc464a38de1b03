// Accounts (docs/product/accounts.md), one file per part in auth/; this module is the contract's one name
// (`@briefly/shared/auth`). The registration wizards' step validators (auth/registration.ts) use no Zod:
// the web wizards run one step's validator, the server runs them all in its request schemas.

export * from './auth/registration.ts';
export * from './auth/registration-requests.ts';
export * from './auth/sign-in.ts';
export * from './auth/password-and-email.ts';
export * from './auth/time-zone.ts';
export * from './auth/session.ts';
