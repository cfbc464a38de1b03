import type { TTwoFactorSetupResponse } from '@briefly/shared/auth';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Code,
  Group,
  Image,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSession } from '@/lib/session';
import { useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup } from '../api/two-factor';
import { serverErrorMessage } from '../lib/error-messages';

/** "JBSW Y3DP …": the key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** The otpauth:// address as a QR code (an SVG data URL; the library loads only when someone sets this up). */
function useQrCode(url: string | null): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    void import('qrcode').then(async ({ default: QRCode }) => {
      const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (live) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return url ? image : null;
}

function downloadCodes(codes: string[]) {
  const text = `Briefly recovery codes\nEach code signs you in once if you lose your authenticator app.\n\n${codes.join('\n')}\n`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  link.download = 'briefly-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The ten recovery codes, shown once right after two-factor sign-in is turned on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Alert color="green" variant="light" icon={<IconShieldCheck size={18} />} title="Two-factor sign-in is on">
      <Stack gap="sm">
        <Text size="sm">
          Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone; this is the only
          time they are shown. Your other sessions were signed out.
        </Text>
        <SimpleGrid cols={2} spacing={6} verticalSpacing={6} component="ul" aria-label="Recovery codes" p={0} m={0}>
          {codes.map((code) => (
            <Box component="li" key={code} style={{ listStyle: 'none' }}>
              <Code fz="sm">{code}</Code>
            </Box>
          ))}
        </SimpleGrid>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => downloadCodes(codes)}>
            Download
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true))}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button size="xs" onClick={onDone}>
            I have saved them
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Scan, then confirm with a first code. */
function SetupStep({
  setup,
  onEnabled,
  onCancel,
  cancellable,
}: {
  setup: TTwoFactorSetupResponse;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
  cancellable: boolean;
}) {
  const { user } = useSession();
  const enable = useTwoFactorEnable(user?.type ?? 'creator');
  const qr = useQrCode(setup.otpauthUrl);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    enable.mutate(digits, {
      onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
      onError: (failure) => setError(serverErrorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Set up two-factor sign-in">
      <Stack gap="sm">
        <Text size="sm">
          1. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy, Microsoft
          Authenticator…).
        </Text>
        <Box
          bg="white"
          p={8}
          w={176}
          h={176}
          style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
        >
          {qr ? (
            <Image src={qr} alt="QR code to add Briefly to your authenticator app" w={160} h={160} />
          ) : (
            <Group justify="center" h={160} role="status" aria-label="Drawing the QR code">
              <Loader size="sm" />
            </Group>
          )}
        </Box>
        <Text size="xs" c="dimmed">
          Cannot scan? Enter this key in the app instead:
        </Text>
        <Code block fz="sm" aria-label="Setup key" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {grouped(setup.secret)}
        </Code>
        <Text size="sm">2. Enter the 6-digit code the app shows.</Text>
        <TextInput
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          w={200}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
        />
        <Group gap="xs">
          <Button type="submit" loading={enable.isPending}>
            Turn on
          </Button>
          {cancellable ? (
            <Button variant="default" onClick={onCancel} disabled={enable.isPending}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** Turning it off: the password and a current code (or a recovery code). */
function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { user } = useSession();
  const disable = useTwoFactorDisable(user?.type ?? 'creator');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const factor = useRecovery ? { recoveryCode: code.trim() } : { code: code.replace(/\s/g, '') };
    disable.mutate(
      { password, ...factor },
      { onSuccess: onDone, onError: (failure) => setError(serverErrorMessage(failure)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Turn off two-factor sign-in">
      <Stack gap="xs">
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <TextInput
          label={useRecovery ? 'Recovery code' : 'Code from the app'}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          w={240}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Anchor component="button" type="button" size="xs" ta="left" onClick={() => setUseRecovery(!useRecovery)}>
          {useRecovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
        </Anchor>
        <Group gap="xs">
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            Turn off
          </Button>
          <Button variant="default" onClick={onCancel} disabled={disable.isPending}>
            Keep it on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Two-factor sign-in in Settings › Security (docs/product/accounts.md#two-factor-sign-in): set up with a QR
 * code and a first code, the recovery codes shown once, and turned off again with the password and a code
 * (not by admins while ADMIN_2FA=required).
 */
export function TwoFactorSettings({ canTurnOff = true }: { canTurnOff?: boolean }) {
  const { user, updateUser } = useSession();
  const setup = useTwoFactorSetup(user?.type ?? 'creator');
  const [step, setStep] = useState<'idle' | 'setting-up' | 'turning-off'>('idle');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const enabled = Boolean(user?.twoFactorEnabled);
  const required = Boolean(user?.twoFactorSetupRequired);

  const start = () => {
    setNotice(null);
    setup.mutate(undefined, { onSuccess: () => setStep('setting-up') });
  };

  let body;
  if (recoveryCodes) {
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          // Only now: an admin held at enrollment goes on to the dashboard once the codes are saved.
          updateUser({ twoFactorEnabled: true, twoFactorSetupRequired: false });
        }}
      />
    );
  } else if (step === 'setting-up' && setup.data) {
    body = (
      <SetupStep
        setup={setup.data}
        cancellable={!required}
        onCancel={() => setStep('idle')}
        onEnabled={(codes) => {
          setStep('idle');
          setRecoveryCodes(codes);
        }}
      />
    );
  } else if (enabled && step === 'turning-off') {
    body = (
      <DisableForm
        onCancel={() => setStep('idle')}
        onDone={() => {
          setStep('idle');
          updateUser({ twoFactorEnabled: false });
          setNotice('Two-factor sign-in is off. Your other sessions were signed out.');
        }}
      />
    );
  } else if (enabled) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Signing in asks for a code from your authenticator app after your password.</Text>
        {canTurnOff ? (
          <Button size="xs" variant="default" onClick={() => setStep('turning-off')}>
            Turn off
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            Admins of this marketplace keep it on.
          </Text>
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Add a second step to signing in: a 6-digit code from an authenticator app on your phone, so a stolen password
          alone opens nothing.
        </Text>
        {setup.isError ? (
          <Text size="sm" c="red" role="alert">
            {serverErrorMessage(setup.error)}
          </Text>
        ) : null}
        <Button size="xs" onClick={start} loading={setup.isPending}>
          Set up two-factor sign-in
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="two-factor-title">
      <Group gap="xs">
        <Text id="two-factor-title" size="sm" fw={600}>
          Two-factor sign-in
        </Text>
        <Badge size="xs" variant="light" color={enabled || recoveryCodes ? 'green' : 'gray'}>
          {enabled || recoveryCodes ? 'On' : 'Off'}
        </Badge>
      </Group>
      {notice ? (
        <Text size="sm" role="status">
          {notice}
        </Text>
      ) : null}
      {body}
    </Stack>
  );
}
