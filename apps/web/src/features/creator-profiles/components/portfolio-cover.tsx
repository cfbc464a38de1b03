import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '@briefly/shared/photos';
import type { TPortfolioCandidate } from '@briefly/shared/reputation';
import { Box, Button, FileButton, Group, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useDeletePortfolioCover, useUploadPortfolioCover } from '../api/portfolio-cover';
import { PortfolioPicture } from './portfolio-picture';

// A portfolio item's cover in the profile editor (docs/product/photos.md): the picture the item shows
// (cover, YouTube thumbnail or the platform's icon card), a button to upload a cover and one to remove it.

export function PortfolioCover({ item }: { item: TPortfolioCandidate }) {
  const upload = useUploadPortfolioCover();
  const remove = useDeletePortfolioCover();
  const [error, setError] = useState<string | null>(null);
  const failed = (failure: unknown) =>
    setError(isApiError(failure) ? failure.message : 'The cover could not be saved. Please try again.');

  const choose = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      setError('That picture is too large: the limit is 5 MB.');
      return;
    }
    upload.mutate({ submissionId: item.submissionId, file }, { onError: failed });
  };

  return (
    <Group gap="sm" wrap="nowrap" align="center" mt={4} ml={30}>
      <Box w={96} style={{ flexShrink: 0 }}>
        <PortfolioPicture item={item} />
      </Box>
      <Box miw={0}>
        <Group gap="xs">
          <FileButton onChange={choose} accept={PHOTO_ACCEPT}>
            {(props) => (
              <Button
                {...props}
                size="compact-sm"
                variant="light"
                loading={upload.isPending}
                leftSection={<IconPhotoUp size={14} aria-hidden="true" />}
                aria-label={`${item.cover ? 'Replace' : 'Upload'} the cover of ${item.briefTitle}`}
              >
                {item.cover ? 'Replace cover' : 'Upload cover'}
              </Button>
            )}
          </FileButton>
          {item.cover ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              loading={remove.isPending}
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              aria-label={`Remove the cover of ${item.briefTitle}`}
              onClick={() => {
                setError(null);
                remove.mutate(item.submissionId, { onError: failed });
              }}
            >
              Remove
            </Button>
          ) : null}
        </Group>
        {error ? (
          <Text size="xs" c="red" mt={4} role="alert">
            {error}
          </Text>
        ) : null}
      </Box>
    </Group>
  );
}
