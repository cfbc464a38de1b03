import type { TAuthResponse, TBrandRegistrationRequest, TCreatorRegistrationRequest } from '@briefly/shared/auth';
import type { Db } from '../../../db/client.ts';
import * as repo from '../auth.repository.ts';
import { emailTaken, userNameTaken } from '../auth.errors.ts';
import { hashPassword } from '../passwords.ts';
import type { RequestMeta } from '../auth.types.ts';
import type { AuthDeps } from './deps.ts';
import { mapAccountConflict } from './shared.ts';
import type { MailTokenUseCases } from './mail-tokens.ts';
import type { SessionUseCases } from './sessions.ts';

/** The phone, address and shared social fields both registrations store, trimmed (the country codes as chosen). */
const contactFields = (input: TBrandRegistrationRequest | TCreatorRegistrationRequest) => ({
  phoneCountry: input.phoneCountry,
  phoneNumber: input.phoneNumber.trim(),
  addressStreet: input.addressStreet.trim(),
  addressCity: input.addressCity.trim(),
  addressState: input.addressState.trim(),
  addressZip: input.addressZip.trim(),
  addressCountry: input.addressCountry,
  socialInstagram: input.socialInstagram.trim(),
  socialTwitter: input.socialTwitter.trim(),
  socialLinkedIn: input.socialLinkedIn.trim(),
});

const lastDigits = (value: string, count = 4) => {
  const digits = value.replace(/\D/g, '');
  return digits ? digits.slice(-count) : null;
};

/** Registering a brand or a creator with a password (the wizards), and whether an address is still free. */
export function registerUseCases(
  deps: AuthDeps,
  { startSession }: Pick<SessionUseCases, 'startSession'>,
  { mailToken }: Pick<MailTokenUseCases, 'mailToken'>,
) {
  const { db, now } = deps;
  const mapUniqueViolation = mapAccountConflict;

  /**
   * One registration: the email free (and `check`), the user, its profile (`addProfile`), the audit entry
   * and the verification mail in one transaction, then a session.
   */
  async function register(
    type: 'brand' | 'creator',
    input: { email: string; password: string },
    meta: RequestMeta,
    addProfile: (tx: Db, userId: string) => Promise<void>,
    check: (tx: Db) => Promise<void> = async () => {},
  ): Promise<TAuthResponse> {
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        if (await repo.findUserByEmail(tx, input.email.trim())) throw emailTaken();
        await check(tx);
        const user = await repo.insertUser(tx, { type, email: input.email.trim(), passwordHash });
        await addProfile(tx, user.id);
        await repo.insertAuditEntry(tx, {
          actorId: user.id,
          action: 'user.registered',
          targetType: 'user',
          targetId: user.id,
          data: { type },
          ip: meta.ip,
        });
        await mailToken(tx, user, 'email_verification');
        return startSession(tx, user.id, meta);
      });
    } catch (error) {
      return mapUniqueViolation(error);
    }
  }

  function registerBrand(input: TBrandRegistrationRequest, meta: RequestMeta): Promise<TAuthResponse> {
    const isCard = input.paymentMethod === 'credit_card' || input.paymentMethod === 'debit_card';
    const isBank = input.paymentMethod === 'bank_transfer';
    return register('brand', input, meta, (tx, id) =>
      repo.insertBrandProfile(tx, {
        id,
        companyName: input.companyName.trim(),
        contactName: input.contactName.trim(),
        ...contactFields(input),
        socialWebsite: input.socialWebsite.trim(),
        paymentMethod: input.paymentMethod || null,
        cardLast4: isCard ? lastDigits(input.cardNumber) : null,
        cardType: isCard ? input.cardType || null : null,
        bankName: isBank ? input.bankName.trim() : null,
        bankAccountType: isBank ? input.bankAccountType || null : null,
        bankRoutingLast4: isBank ? lastDigits(input.bankRouting) : null,
        bankAccountLast4: isBank ? lastDigits(input.bankAccount) : null,
        termsAcceptedAt: now(),
      }),
    );
  }

  function registerCreator(input: TCreatorRegistrationRequest, meta: RequestMeta): Promise<TAuthResponse> {
    return register(
      'creator',
      input,
      meta,
      (tx, id) =>
        repo.insertCreatorProfile(tx, {
          id,
          userName: input.userName.trim(),
          fullName: input.fullName.trim(),
          ...contactFields(input),
          socialTikTok: input.socialTikTok.trim(),
          socialYouTube: input.socialYouTube.trim(),
          termsAcceptedAt: now(),
        }),
      async (tx) => {
        if (await repo.isUserNameTaken(tx, input.userName.trim())) throw userNameTaken();
      },
    );
  }

  /** Whether an email can still register (the wizards ask on their first step; registering checks again). */
  async function isEmailAvailable(email: string): Promise<boolean> {
    return !(await repo.findUserByEmail(db, email.trim()));
  }

  return { registerBrand, registerCreator, isEmailAvailable };
}
