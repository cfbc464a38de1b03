// Business constants (docs/product/limits-and-messages.md#limits).
export const PASSWORD_MIN_LENGTH = 8;
export const ADMIN_CREATE_PASSWORD_MIN_LENGTH = 6;
export const USERNAME_MIN_LENGTH = 3;
export const CARD_NUMBER_MAX_LENGTH = 19;
export const BANK_ACCOUNT_MAX_LENGTH = 8;
export const BRAND_WIZARD_STEPS = 5;
export const CREATOR_WIZARD_STEPS = 4;
export const TOAST_AUTO_CLOSE_MS = 5000;
/** Briefs per marketplace page: the API's default (the spec's) and what our web app asks for. */
export const MARKETPLACE_DEFAULT_LIMIT = 24;
export const MARKETPLACE_PAGE_SIZE = 12;
export const APP_VERSION = '1.0.0';
/** Generous caps on free text, so nobody can store a novel in a zip code. */
export const SHORT_TEXT_MAX = 200;
export const URL_TEXT_MAX = 500;

/** Rows a page of an admin list, by default and at most (Zod-free here, for the web's list calls). */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_PAGE_MAX_SIZE = 100;
