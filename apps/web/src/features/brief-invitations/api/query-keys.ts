/** Brand queries all start with ['brand'] (as in brand-briefs and creators). */
export const invitationKeys = {
  invitations: (briefId: string) => ['brand', 'invitations', briefId] as const,
  /** Without a search: every invitable-creators query (for invalidation). */
  creators: (search?: string) => (search === undefined ? (['brand', 'creators', 'invitable'] as const) : (['brand', 'creators', 'invitable', search] as const)),
  briefs: () => ['brand', 'briefs'] as const,
};
