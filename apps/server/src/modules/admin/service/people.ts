import type {
  TAdminBrand,
  TAdminBrandsResponse,
  TAdminCreateBrandRequest,
  TAdminCreateCreatorRequest,
  TAdminCreator,
  TAdminCreatorsResponse,
  TAdminPeopleQuery,
  TAdminUpdateBrandRequest,
  TAdminUpdateCreatorRequest,
} from '@briefly/shared/admin';
import type { Db } from '../../../db/client.ts';
import { mapAccountConflict } from '../../auth/index.ts';
import { brandNotFound, creatorNotFound } from '../admin.errors.ts';
import * as repo from '../admin.repository.ts';
import { editAction, pageOf, toBrand, toCreator } from './views.ts';
import type { AdminServiceOptions, AdminActor } from './deps.ts';

/** Brands and creators: listing, reading, creating, editing and deactivating them through the auth service. */
export function peopleUseCases(options: AdminServiceOptions) {
  const { db, auth } = options;

  /** A transaction whose email or username conflict answers 409 (a race after the pre-check). */
  async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      return mapAccountConflict(error);
    }
  }

  // ---------------------------------------------------------------- brands

  async function listBrands(query: TAdminPeopleQuery): Promise<TAdminBrandsResponse> {
    const { rows, total } = await repo.listBrands(db, query.status, pageOf(query));
    return { brands: rows.map(toBrand), total, page: query.page, limit: query.limit };
  }

  async function getBrand(id: string): Promise<TAdminBrand> {
    const row = await repo.findBrand(db, id);
    if (!row) throw brandNotFound();
    return toBrand(row);
  }

  async function createBrand(actor: AdminActor, input: TAdminCreateBrandRequest): Promise<TAdminBrand> {
    return inTransaction(async (tx) => {
      const id = await auth.createAccountInTx(tx, {
        type: 'brand',
        email: input.email,
        password: input.password,
        isVerified: input.isVerified,
        profile: { companyName: input.companyName, contactName: input.contactName },
      });
      const brand = toBrand((await repo.findBrand(tx, id))!);
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'admin.brand.created',
        targetType: 'brand',
        targetId: id,
        before: null,
        after: brand,
        ip: actor.ip,
      });
      return brand;
    });
  }

  async function updateBrand(actor: AdminActor, id: string, input: TAdminUpdateBrandRequest): Promise<TAdminBrand> {
    return inTransaction(async (tx) => {
      const before = await repo.findBrand(tx, id);
      if (!before) throw brandNotFound();
      const { email, isVerified, accountStatus, ...profile } = input;
      await auth.updateAccountInTx(tx, id, { email, isVerified, status: accountStatus, brand: profile });
      const after = toBrand((await repo.findBrand(tx, id))!);
      await repo.audit(tx, {
        actorId: actor.id,
        action: editAction('brand', before, after),
        targetType: 'brand',
        targetId: id,
        before: toBrand(before),
        after,
        ip: actor.ip,
      });
      return after;
    });
  }

  // ---------------------------------------------------------------- creators

  async function listCreators(query: TAdminPeopleQuery): Promise<TAdminCreatorsResponse> {
    const { rows, total } = await repo.listCreators(db, query.status, pageOf(query));
    return { creators: rows.map(toCreator), total, page: query.page, limit: query.limit };
  }

  async function getCreator(id: string): Promise<TAdminCreator> {
    const row = await repo.findCreator(db, id);
    if (!row) throw creatorNotFound();
    return toCreator(row);
  }

  async function createCreator(actor: AdminActor, input: TAdminCreateCreatorRequest): Promise<TAdminCreator> {
    return inTransaction(async (tx) => {
      const id = await auth.createAccountInTx(tx, {
        type: 'creator',
        email: input.email,
        password: input.password,
        isVerified: input.isVerified,
        profile: { userName: input.userName, fullName: input.fullName },
      });
      const creator = toCreator((await repo.findCreator(tx, id))!);
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'admin.creator.created',
        targetType: 'creator',
        targetId: id,
        before: null,
        after: creator,
        ip: actor.ip,
      });
      return creator;
    });
  }

  async function updateCreator(
    actor: AdminActor,
    id: string,
    input: TAdminUpdateCreatorRequest,
  ): Promise<TAdminCreator> {
    return inTransaction(async (tx) => {
      const before = await repo.findCreator(tx, id);
      if (!before) throw creatorNotFound();
      const { email, isVerified, accountStatus, ...profile } = input;
      await auth.updateAccountInTx(tx, id, { email, isVerified, status: accountStatus, creator: profile });
      const after = toCreator((await repo.findCreator(tx, id))!);
      await repo.audit(tx, {
        actorId: actor.id,
        action: editAction('creator', before, after),
        targetType: 'creator',
        targetId: id,
        before: toCreator(before),
        after,
        ip: actor.ip,
      });
      return after;
    });
  }

  /**
   * DELETE: a soft delete. The account is deactivated — it can no longer sign in, its sessions end,
   * a brand's briefs leave the marketplace — and everything it did, money included, stays. Again on
   * a deactivated account: the same answer, nothing written.
   */
  async function deactivateBrand(actor: AdminActor, id: string): Promise<TAdminBrand> {
    const before = await getBrand(id);
    if (before.accountStatus === 'deactivated') return before;
    return updateBrand(actor, id, { accountStatus: 'deactivated' });
  }

  async function deactivateCreator(actor: AdminActor, id: string): Promise<TAdminCreator> {
    const before = await getCreator(id);
    if (before.accountStatus === 'deactivated') return before;
    return updateCreator(actor, id, { accountStatus: 'deactivated' });
  }

  return {
    listBrands,
    getBrand,
    createBrand,
    updateBrand,
    deactivateBrand,
    listCreators,
    getCreator,
    createCreator,
    updateCreator,
    deactivateCreator,
  };
}
