import type { BriefTemplateId, TBrandBrief } from '@briefly/shared/briefs';
import { formatUsd } from '@briefly/shared/money';
import { Alert, Anchor, Badge, Box, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCreditCard, IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { readToken } from '@/lib/session-storage';
import { useCreateBrief } from '../api/create-brief';
import {
  asNumber,
  checkBriefForm,
  createBriefBody,
  emptyBriefForm,
  templateById,
  type BriefFormState,
} from '../lib/brief-form';
import { BriefFields } from './brief-fields';
import { TemplatePicker } from './template-picker';
import classes from './create-brief-drawer.module.css';

interface CreateBriefDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The form passed every check: open the payment dialog for these values. */
  onContinueToPayment: (values: BriefFormState) => void;
  /** The brief was saved as an unfunded draft. */
  onSavedDraft: (brief: TBrandBrief) => void;
  feePercent?: number;
}

type Step = 'template' | 'form';

/**
 * Create Brief, a right-side panel (docs/product/briefs.md#create-brief): step 1 picks a template or a blank brief, step 2
 * is the form with the creation checks in their order; then the payment dialog takes over.
 * It keeps what was typed while closed; mount it with a new `key` to start afresh.
 */
export function CreateBriefDrawer({
  opened,
  onClose,
  onContinueToPayment,
  onSavedDraft,
  feePercent,
}: CreateBriefDrawerProps) {
  const [step, setStep] = useState<Step>('template');
  const [values, setValues] = useState<BriefFormState>(() => emptyBriefForm());
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState(false);
  const saveDraft = useCreateBrief();

  const pickTemplate = (template: BriefTemplateId | null) => {
    setValues((current) => {
      const fresh = emptyBriefForm(template);
      // Keep what the brand typed in the common fields when switching templates.
      const kept = Object.fromEntries(
        Object.entries(current.additionalFields).filter(([key]) => key in fresh.additionalFields),
      );
      return { ...current, template, additionalFields: { ...fresh.additionalFields, ...kept } };
    });
    setError(null);
    setPicked(true);
    setStep('form');
  };

  const change = (patch: Partial<BriefFormState>) => {
    setValues((current) => ({ ...current, ...patch }));
    if (error) setError(null);
  };

  const check = () => {
    const problem = checkBriefForm(values, { signedIn: Boolean(readToken()) });
    setError(problem);
    return problem === null;
  };

  const continueToPayment = (event: FormEvent) => {
    event.preventDefault();
    if (check()) onContinueToPayment(values);
  };

  const saveAsDraft = () => {
    if (!check()) return;
    saveDraft.mutate(createBriefBody(values, { draft: true }), {
      onSuccess: (response) => onSavedDraft(response.brief),
      onError: (failure) =>
        setError(`Error: Failed to create brief: ${isApiError(failure) ? failure.message : 'Please try again.'}`),
    });
  };

  const template = templateById(values.template);
  const reward = asNumber(values.reward);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 44rem)"
      padding={0}
      zIndex={300}
      title={
        <div>
          <Title order={2} fz="lg">
            Create Brief
          </Title>
          <Text size="xs" c="dimmed">
            Step {step === 'template' ? 1 : 2} of 2 · {step === 'template' ? 'Choose a template' : 'Describe the brief'}
          </Text>
        </div>
      }
      classNames={{ header: classes.header, body: classes.body }}
      closeButtonProps={{ 'aria-label': 'Close Create Brief' }}
    >
      {step === 'template' ? (
        <Box p="md">
          <Text size="sm" c="dimmed" mb="md">
            Templates add the fields creators need for that kind of campaign. You can change this later.
          </Text>
          <TemplatePicker selected={picked ? values.template : undefined} onPick={pickTemplate} />
        </Box>
      ) : (
        <form onSubmit={continueToPayment} noValidate aria-label="Brief details">
          <Stack gap="md" p="md">
            <Group justify="space-between" gap="xs">
              <Badge variant="light" size="lg" tt="none">
                {template ? template.name : 'Blank brief'}
              </Badge>
              <Anchor component="button" type="button" size="sm" onClick={() => setStep('template')}>
                Change template
              </Anchor>
            </Group>
            <BriefFields value={values} onChange={change} disabled={saveDraft.isPending} feePercent={feePercent} />
          </Stack>
          <Box className={classes.footer} p="md">
            {error ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" mb="sm" p="xs">
                <Text size="sm" c="red" fw={500}>
                  {error}
                </Text>
              </Alert>
            ) : null}
            {/* One row from 576 px; on a phone Back and Save as draft share a row above a full-width Continue, so the footer stays two rows high. */}
            <div className={classes.actions} role="group" aria-label="Brief actions">
              <Button
                className={classes.back}
                variant="subtle"
                color="gray"
                leftSection={<IconArrowLeft size={16} />}
                onClick={() => setStep('template')}
                disabled={saveDraft.isPending}
              >
                Back
              </Button>
              <Button
                className={classes.draft}
                variant="default"
                leftSection={<IconDeviceFloppy size={16} />}
                onClick={saveAsDraft}
                loading={saveDraft.isPending}
              >
                Save as draft
              </Button>
              <Button
                className={classes.pay}
                type="submit"
                leftSection={<IconCreditCard size={16} />}
                disabled={saveDraft.isPending}
              >
                {reward > 0 ? `Continue to payment · ${formatUsd(reward)}` : 'Continue to payment'}
              </Button>
            </div>
          </Box>
        </form>
      )}
    </Drawer>
  );
}
