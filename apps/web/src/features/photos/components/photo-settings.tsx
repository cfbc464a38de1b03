import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_MIN_SIDE, type TPhotoCrop } from '@briefly/shared/photos';
import { Alert, Avatar, Box, Button, FileButton, Group, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDeletePhoto, useUploadPhoto } from '../api/photos';

// Photo (creator) or Logo (brand) in Settings (docs/product/photos.md): choose a picture, crop it
// square, save. The server decodes it, drops its metadata and keeps it at four sizes; without one,
// initials are shown.

/** The chosen area as the server's square crop, in the picture's own pixels. */
export function squareCrop(area: Area): TPhotoCrop {
  const size = Math.floor(Math.min(area.width, area.height));
  return { x: Math.max(0, Math.round(area.x)), y: Math.max(0, Math.round(area.y)), size };
}

/** The server's sentence (too large, not a picture, too small), or a plain one for anything else. */
const failureText = (failure: unknown) =>
  isApiError(failure) ? failure.message : 'The picture could not be saved. Please try again.';

export function PhotoSettings({ creator }: { creator: boolean }) {
  const { user } = useSession();
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const noun = creator ? 'photo' : 'logo';
  const title = creator ? 'Profile photo' : 'Logo';
  const photo = user?.photo ?? null;

  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  const choose = (file: File | null) => {
    setResult(null);
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      setResult({ ok: false, text: 'That picture is too large: the limit is 5 MB.' });
      return;
    }
    setPosition({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setPicked({ file, url: URL.createObjectURL(file) });
  };

  const save = () => {
    if (!picked) return;
    upload.mutate(
      { file: picked.file, crop: area ? squareCrop(area) : null },
      {
        onSuccess: () => {
          setPicked(null);
          setResult({ ok: true, text: `Saved: your ${noun} is shown wherever your name is.` });
        },
        onError: (failure) => setResult({ ok: false, text: failureText(failure) }),
      },
    );
  };

  const name = user?.name ?? '';
  return (
    <Stack gap="xs" component="section" aria-labelledby="photo-settings-title">
      <Text id="photo-settings-title" size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.5}>
        {title}
      </Text>
      {picked ? (
        <>
          <Text size="xs" c="dimmed">
            Drag to place the square, zoom to frame it. At least {PHOTO_MIN_SIDE} × {PHOTO_MIN_SIDE} pixels.
          </Text>
          <Box pos="relative" h={260} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            <Cropper
              image={picked.url}
              crop={position}
              zoom={zoom}
              aspect={1}
              cropShape={creator ? 'round' : 'rect'}
              showGrid={false}
              onCropChange={setPosition}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </Box>
          <Slider
            aria-label="Zoom"
            thumbLabel="Zoom"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={null}
          />
          <Group gap="xs">
            <Button size="xs" onClick={save} loading={upload.isPending}>
              Save {noun}
            </Button>
            <Button size="xs" variant="default" onClick={() => setPicked(null)} disabled={upload.isPending}>
              Cancel
            </Button>
          </Group>
        </>
      ) : (
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={photo?.url128}
            alt={photo ? `Your ${noun}` : undefined}
            name={name}
            color="initials"
            radius={creator ? 'xl' : 'md'}
            size={56}
          />
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              JPEG, PNG or WebP, up to 5 MB. {photo ? '' : 'Until you add one, your initials are shown.'}
            </Text>
            <Group gap="xs">
              <FileButton onChange={choose} accept={PHOTO_ACCEPT}>
                {(props) => (
                  <Button size="xs" variant="light" {...props}>
                    {photo ? `Change ${noun}` : `Add a ${noun}`}
                  </Button>
                )}
              </FileButton>
              {photo ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => setResult({ ok: true, text: `Removed: your initials are shown again.` }),
                      onError: (failure) => setResult({ ok: false, text: failureText(failure) }),
                    })
                  }
                >
                  Remove
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Group>
      )}
      {result ? (
        <Alert color={result.ok ? 'teal' : 'red'} variant="light" p="xs" role={result.ok ? 'status' : 'alert'}>
          <Text size="sm">{result.text}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
