import { Button, type ButtonProps } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { InviteCreatorsModal, type InvitationBrief } from './invite-creators-modal';
import { InviteToBriefModal, type InvitableCreator } from './invite-to-brief-modal';

type SmallButtonProps = Omit<ButtonProps, 'children' | 'onClick'>;

/**
 * "Invite creators" on a private brief's card: mount it in the card's actions. Renders nothing for
 * a public brief (every creator already sees it).
 */
export function InviteCreatorsButton({ brief, ...props }: { brief: InvitationBrief } & SmallButtonProps) {
  const [open, setOpen] = useState(false);
  if (!brief.isPrivate) return null;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconMailPlus size={14} />}
        {...props}
        onClick={() => setOpen(true)}
      >
        Invite creators
      </Button>
      <InviteCreatorsModal brief={open ? brief : null} onClose={() => setOpen(false)} />
    </>
  );
}

/** "Invite to a private brief" for one creator: mount it on each creator in the Creators tab. */
export function InviteToPrivateBriefButton({ creator, ...props }: { creator: InvitableCreator } & SmallButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconMailPlus size={14} />}
        {...props}
        onClick={() => setOpen(true)}
      >
        Invite to a private brief
      </Button>
      <InviteToBriefModal creator={open ? creator : null} onClose={() => setOpen(false)} />
    </>
  );
}
