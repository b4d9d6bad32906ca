import { useMutation } from '@apollo/client/react';
import { type ApiKeyValues, validateApiKey } from '@pg/domain';
import { Alert, Button, Dialog, TextField, useToast } from '@pg/ui-kit';
import { useState } from 'react';

import { useForm } from '../../app/hooks/useForm';
import { RadioGroup } from '../../refunds/decline/RadioGroup';
import { CREATE_KEYS, type MerchantKey } from '../graphql/developer';
import { KeyModeBadge } from './ApiKeysTable';

export const SECRET_COPIED_MESSAGE = 'Secret Key Copied To Clipboard';
export const SECRET_ONCE_MESSAGE = "You won't be able to see it again";

const EMPTY: ApiKeyValues & Record<string, string> = { name: '' };

/** Test mode (issue 14): a live key takes real payments; a test key's checkouts are paid at the Sandbox and never paid out. */
export const KEY_MODE_OPTIONS = [
  { value: 'live', label: 'Live: real payments (pk_live_ / sk_live_)' },
  { value: 'test', label: 'Test: Sandbox payments only, never paid out (pk_test_ / sk_test_)' },
] as const;

interface GenerateKeyDialogProps {
  onClose: () => void;
  onCreated: () => void;
}

/** "Generate API Keys" (spec 002): a name, then the new key with its secret, shown once. */
export function GenerateKeyDialog({ onClose, onCreated }: GenerateKeyDialogProps) {
  const toast = useToast();
  const [createKeys] = useMutation(CREATE_KEYS);
  const [created, setCreated] = useState<MerchantKey | null>(null);
  const [mode, setMode] = useState<string>('live');
  const form = useForm(EMPTY, validateApiKey);

  const submit = form.handleSubmit((values) =>
    createKeys({ variables: { name: values.name.trim(), livemode: mode === 'live' } }).then(
      (r) => {
        if (!r.data) return;
        setCreated(r.data.createKeys);
        onCreated();
      },
      () => undefined,
    ),
  );

  const copy = () => {
    if (!created?.secretKey) return;
    void navigator.clipboard?.writeText(created.secretKey).then(
      () => toast.success(SECRET_COPIED_MESSAGE),
      () => toast.error('Could not copy. Select the secret and copy it.'),
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Generate API Keys"
      size="sm"
      actions={
        created ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form="generate-key-form" loading={form.isSubmitting} disabled={form.isSubmitting}>
              Generate
            </Button>
          </>
        )
      }
    >
      {created ? (
        <div style={{ display: 'grid', gap: 16 }}>
          <Alert tone="warning" title="Copy your secret key now">
            {SECRET_ONCE_MESSAGE}
          </Alert>
          <p style={{ margin: 0 }}>
            Mode: <KeyModeBadge livemode={created.livemode} />
          </p>
          <TextField label="API Key" name="apiKey" value={created.apiKey} readOnly onFocus={(e) => e.currentTarget.select()} />
          <TextField label="Secret Key" name="secretKey" value={created.secretKey ?? ''} readOnly onFocus={(e) => e.currentTarget.select()} />
          <Button variant="secondary" onClick={copy}>
            Copy Secret Key
          </Button>
        </div>
      ) : (
        <form id="generate-key-form" onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
          <TextField label="Name" {...form.field('name')} placeholder="e.g. Booking website" data-autofocus />
          <RadioGroup legend="Mode" name="mode" options={KEY_MODE_OPTIONS} value={mode} onChange={setMode} />
        </form>
      )}
    </Dialog>
  );
}
