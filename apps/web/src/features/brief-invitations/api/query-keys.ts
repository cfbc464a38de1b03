/** Brand queries all start with ['brand'] (as in brand-briefs and creators). */
export const invitationKeys = {
  invitations: (briefId: string) => ['brand', 'invitations', briefId] as const,
  creators: () => ['brand', 'creators', 'invitable'] as const,
  briefs: () => ['brand', 'briefs'] as const,
};
