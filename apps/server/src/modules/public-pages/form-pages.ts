// The heads of the forms a visitor opens (page-heads.ts#headFor), beside the public pages' own.

const SITE = 'Briefly';

/**
 * The sign-in, registration and password forms a visitor opens, drawn by the server too (decision 056). The
 * visitors' forms stay indexable (people search for "Briefly sign in"); the admin's is kept out of the index.
 * `/reset-password` is not here: its first screen depends on the mailed token's check, and the browser draws it.
 */
export const FORM_PAGES: Record<string, { title: string; description?: string; noindex?: boolean }> = {
  '/login': {
    title: `Sign in · ${SITE}`,
    description: 'Sign in to your Briefly brand or creator account.',
  },
  '/brand/register': {
    title: `Register as a brand · ${SITE}`,
    description: 'Create a Briefly brand account: post funded briefs and find creators for your campaigns.',
  },
  '/creator/register': {
    title: `Register as a creator · ${SITE}`,
    description: 'Create a Briefly creator account: find funded briefs, submit your work and get paid.',
  },
  '/forgot-password': {
    title: `Forgot password · ${SITE}`,
    description: 'Ask for a link to choose a new password for your Briefly brand or creator account.',
  },
  '/admin/login': { title: `Admin sign in · ${SITE}`, noindex: true },
};
