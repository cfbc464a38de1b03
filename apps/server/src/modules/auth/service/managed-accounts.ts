import type { Db } from '../../../db/client.ts';
import * as repo from '../auth.repository.ts';
import { emailTaken, userNameTaken } from '../auth.errors.ts';
import { hashPassword } from '../passwords.ts';
import type { AuthDeps } from './deps.ts';

/** A brand or creator account made by an admin (docs/decisions/014-admin-api.md): no session, no terms step. */
export type AdminMadeAccount = { email: string; password: string; isVerified: boolean } & (
  | { type: 'brand'; profile: { companyName: string; contactName: string } }
  | { type: 'creator'; profile: { userName: string; fullName: string } }
);

/** What an admin may change on a brand or creator account; a deactivation also ends its sessions. */
export interface AccountChanges {
  email?: string;
  isVerified?: boolean;
  status?: 'active' | 'deactivated';
  brand?: Partial<
    Pick<
      repo.NewBrandProfile,
      'companyName' | 'contactName' | 'logo' | 'socialInstagram' | 'socialTwitter' | 'socialLinkedIn' | 'socialWebsite'
    >
  >;
  creator?: Partial<Pick<repo.NewCreatorProfile, 'userName' | 'fullName'>>;
}

export type ProvisionedAccount = { email: string; password: string } & (
  | { type: 'admin'; profile: Omit<repo.NewAdminProfile, 'id'> }
  | { type: 'brand'; profile: Omit<repo.NewBrandProfile, 'id' | 'termsAcceptedAt'> }
  | { type: 'creator'; profile: Omit<repo.NewCreatorProfile, 'id' | 'termsAcceptedAt'> }
);

const definedOnly = <T extends object>(values: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Accounts made by the system (the configured admin, demo data) and managed by admins (in the caller's transaction). */
export function managedAccountUseCases(deps: AuthDeps) {
  const { options, db, now } = deps;

  // ---------------------------------------------------------------- accounts made by the system (config, demo data)

  /** Makes sure an admin with these credentials exists (ADMIN_EMAIL + ADMIN_PASSWORD); an existing one gets this password. */
  async function ensureAdmin(admin: {
    email: string;
    password: string;
  }): Promise<'created' | 'updated' | 'not-an-admin'> {
    const existing = await repo.findUserByEmail(db, admin.email);
    const passwordHash = await hashPassword(admin.password);
    if (existing) {
      if (existing.type !== 'admin') return 'not-an-admin';
      await repo.updatePasswordHash(db, existing.id, passwordHash);
      return 'updated';
    }
    await db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        type: 'admin',
        email: admin.email,
        passwordHash,
        isVerified: true,
        emailVerifiedAt: now(),
      });
      await repo.insertAdminProfile(tx, { id: user.id, fullName: 'Administrator' });
      await repo.insertAuditEntry(tx, {
        actorId: null,
        action: 'admin.created_from_config',
        targetType: 'user',
        targetId: user.id,
      });
    });
    return 'created';
  }

  // ---------------------------------------------------------------- accounts managed by admins (the caller's transaction)

  /** Creates the account in `tx` (409 when the email or username is taken); answers its id. */
  async function createAccountInTx(tx: Db, account: AdminMadeAccount): Promise<string> {
    const passwordHash = await hashPassword(account.password);
    if (await repo.findUserByEmail(tx, account.email)) throw emailTaken();
    if (account.type === 'creator' && (await repo.isUserNameTaken(tx, account.profile.userName))) throw userNameTaken();
    const user = await repo.insertUser(tx, {
      type: account.type,
      email: account.email,
      passwordHash,
      isVerified: account.isVerified,
      createdAt: now(),
      updatedAt: now(),
    });
    if (account.type === 'brand') await repo.insertBrandProfile(tx, { id: user.id, ...account.profile });
    else await repo.insertCreatorProfile(tx, { id: user.id, ...account.profile });
    return user.id;
  }

  /** Applies an admin's changes to a brand or creator account in `tx` (409 when the new email or username is taken). */
  async function updateAccountInTx(tx: Db, userId: string, changes: AccountChanges): Promise<void> {
    if (changes.email !== undefined) {
      const other = await repo.findUserByEmail(tx, changes.email);
      if (other && other.id !== userId) throw emailTaken();
    }
    if (changes.creator?.userName !== undefined && (await repo.isUserNameTaken(tx, changes.creator.userName, userId)))
      throw userNameTaken();
    const at = now();
    const previous = changes.email !== undefined ? await repo.findUserById(tx, userId) : undefined;
    // A new address is not verified until its owner proves it (decision 020).
    const emailChanged =
      previous !== undefined &&
      changes.email !== undefined &&
      previous.email.toLowerCase() !== changes.email.toLowerCase();
    await repo.updateUser(tx, userId, {
      email: changes.email,
      isVerified: changes.isVerified,
      status: changes.status,
      updatedAt: at,
      ...(emailChanged ? { emailVerifiedAt: null } : {}),
    });
    const brand = definedOnly(changes.brand);
    const creator = definedOnly(changes.creator);
    if (Object.keys(brand).length > 0) await repo.updateBrandProfile(tx, userId, brand);
    if (Object.keys(creator).length > 0) await repo.updateCreatorProfile(tx, userId, creator);
    if (changes.status === 'deactivated') {
      await repo.revokeUserSessions(tx, userId, at, 'deactivated');
      await options.endStreams?.(tx, userId);
    }
  }

  /** Whether any account exists (demo data is seeded only into an empty database). */
  async function hasAccounts(): Promise<boolean> {
    return (await repo.countUsers(db)) > 0;
  }

  /** Verified accounts with their profiles, in one transaction (demo data); answers their ids in order. */
  async function provisionAccounts(accounts: ProvisionedAccount[]): Promise<string[]> {
    const hashes = new Map<string, string>();
    for (const password of new Set(accounts.map((account) => account.password)))
      hashes.set(password, await hashPassword(password));
    return db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const account of accounts) {
        const user = await repo.insertUser(tx, {
          type: account.type,
          email: account.email,
          passwordHash: hashes.get(account.password)!,
          isVerified: true,
          emailVerifiedAt: now(),
        });
        ids.push(user.id);
        if (account.type === 'admin') await repo.insertAdminProfile(tx, { ...account.profile, id: user.id });
        else if (account.type === 'brand')
          await repo.insertBrandProfile(tx, { ...account.profile, id: user.id, termsAcceptedAt: now() });
        else await repo.insertCreatorProfile(tx, { ...account.profile, id: user.id, termsAcceptedAt: now() });
      }
      return ids;
    });
  }

  return { ensureAdmin, createAccountInTx, updateAccountInTx, hasAccounts, provisionAccounts };
}
