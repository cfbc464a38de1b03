import { z } from 'zod';

// Your data and closing your account (issue 23, item 7; docs/product/accounts.md#your-data-and-closing-your-account).

/** DELETE /api/me: the account's own password confirms closing it. */
export const ZCloseAccountRequest = z.strictObject({
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(200, { message: 'Password must be at most 200 characters' }),
});
export type TCloseAccountRequest = z.infer<typeof ZCloseAccountRequest>;

/** The file name of the export, for a date (`briefly-export-2026-11-27.json`). */
export const exportFileName = (at: Date) => `briefly-export-${at.toISOString().slice(0, 10)}.json`;

export const CLOSE_ACCOUNT_TEXTS = {
  deletedUserName: 'Deleted user',
} as const;
