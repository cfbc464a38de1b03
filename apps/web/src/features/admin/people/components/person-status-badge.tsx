import { Badge } from '@mantine/core';

/** Verified or Pending (spec part 2 §4 "Verification"); a deactivated account says so instead. */
export function PersonStatusBadge({
  person,
}: {
  person: { isVerified: boolean; accountStatus: 'active' | 'deactivated' };
}) {
  if (person.accountStatus === 'deactivated') {
    return (
      <Badge variant="light" color="gray">
        Deactivated
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={person.isVerified ? 'green' : 'yellow'}>
      {person.isVerified ? 'Verified' : 'Pending'}
    </Badge>
  );
}
