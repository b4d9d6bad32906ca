import { useMutation, useQuery } from '@apollo/client/react';
import { Button, TextField, useToast } from '@pg/ui-kit';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { dateTime } from '../../app/format';
import { serverMessage } from '../../app/second-factor/serverMessage';
import { useSession } from '../../app/session/SessionContext';
import { createPasskey } from '../../app/webauthn/webauthn';
import { ADD_PASSKEY, PASSKEY_REGISTRATION_OPTIONS, PASSKEYS, REMOVE_PASSKEY, RENAME_PASSKEY } from '../graphql/passkeys';
import { RecoveryCodesPanel } from '../second-factor/RecoveryCodesPanel';

const Stack = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding-bottom: 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.75rem;
`;

const Small = styled.p`
  margin: 4px 0 0;
  font-size: 14px;
`;

const NAME_MESSAGE = 'Enter a name for the passkey (1 to 60 characters).';

/** One passkey: its name, created and last use, Rename (inline) and Remove. */
function PasskeyRow({ passkey, onChanged }: { passkey: { id: string; name: string; createdAt: string; lastUsedAt?: string | null }; onChanged: () => void }) {
  const toast = useToast();
  const [rename] = useMutation(RENAME_PASSKEY);
  const [remove, removing] = useMutation(REMOVE_PASSKEY);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string>();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || name.trim().length > 60) return setError(NAME_MESSAGE);
    try {
      await rename({ variables: { id: passkey.id, name: name.trim() } });
      setEditing(false);
      setError(undefined);
      onChanged();
    } catch (e) {
      setError(serverMessage(e));
    }
  }

  async function drop() {
    try {
      await remove({ variables: { id: passkey.id } });
      toast.success(`Passkey "${passkey.name}" removed.`);
      onChanged();
    } catch (e) {
      setError(serverMessage(e));
    }
  }

  return (
    <Row aria-label={passkey.name}>
      {editing ? (
        <Inline aria-label={`Rename ${passkey.name}`} onSubmit={(e) => void save(e)} noValidate>
          <TextField label="New name" name="passkeyRename" value={name} error={error} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" size="sm">
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => (setEditing(false), setName(passkey.name), setError(undefined))}>
            Cancel
          </Button>
        </Inline>
      ) : (
        <div>
          <strong>{passkey.name}</strong>
          <Small>
            Added {dateTime(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${dateTime(passkey.lastUsedAt)}` : 'not used yet'}
          </Small>
          {error && (
            <Small role="alert" style={{ color: 'inherit' }}>
              {error}
            </Small>
          )}
        </div>
      )}
      {!editing && (
        <Inline as="div">
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Rename ${passkey.name}`}>
            Rename
          </Button>
          <Button size="sm" variant="danger" loading={removing.loading} onClick={() => void drop()} aria-label={`Remove ${passkey.name}`}>
            Remove
          </Button>
        </Inline>
      )}
    </Row>
  );
}

/**
 * Issue 44: the person's passkeys and security keys, Add passkey (a name, then the browser's
 * dialog), Rename, Remove. Adding one gives this session its second factor (the API's new token
 * replaces the stored one); `onAdded` lets the enrolment screen open the app.
 */
export function PasskeysPanel({ onAdded, list = true, headingLevel = 3 }: { onAdded?: () => void; list?: boolean; headingLevel?: 2 | 3 }) {
  // Under the Two-step verification card's h2 on Account settings; under the h1 of the enrolment screen.
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const session = useSession();
  const toast = useToast();
  const passkeys = useQuery(PASSKEYS, { fetchPolicy: 'cache-and-network' });
  const [options] = useMutation(PASSKEY_REGISTRATION_OPTIONS);
  const [add] = useMutation(ADD_PASSKEY);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A first passkey (no authenticator app) comes with the recovery codes, shown this once.
  const [codes, setCodes] = useState<readonly string[]>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || name.trim().length > 60) return setError(NAME_MESSAGE);
    setError(undefined);
    setBusy(true);
    try {
      const { data } = await options();
      if (!data) return;
      const answer = await createPasskey(data.passkeyRegistrationOptions);
      if ('error' in answer) return setError(answer.error);
      const added = (await add({ variables: { name: name.trim(), response: answer.response } })).data?.addPasskey;
      if (!added) return;
      session.replaceToken(added.token);
      toast.success(`Passkey "${added.passkey.name}" added.`);
      setName('');
      await passkeys.refetch();
      if (added.recoveryCodes?.length) setCodes(added.recoveryCodes);
      else onAdded?.();
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const keys = passkeys.data?.passkeys ?? [];
  if (codes)
    return (
      <RecoveryCodesPanel
        codes={codes}
        headingLevel={headingLevel}
        onDone={() => {
          setCodes(undefined);
          onAdded?.();
        }}
      />
    );
  return (
    <Stack>
      <Heading style={{ margin: 0, fontSize: '1.17em' }}>Passkeys and security keys</Heading>
      {list &&
        (keys.length ? (
          <List aria-label="Your passkeys">
            {keys.map((key) => (
              <PasskeyRow key={key.id} passkey={key} onChanged={() => void passkeys.refetch()} />
            ))}
          </List>
        ) : (
          <p>No passkeys yet. A passkey signs you in with your device's fingerprint, face or PIN, or a security key.</p>
        ))}
      <Inline aria-label="Add passkey" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Passkey name"
          name="passkeyName"
          placeholder="e.g. Work laptop"
          value={name}
          error={error}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" variant="secondary" loading={busy}>
          Add passkey
        </Button>
      </Inline>
    </Stack>
  );
}
