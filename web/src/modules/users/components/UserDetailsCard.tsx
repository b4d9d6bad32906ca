import { useMutation } from '@apollo/client/react';
import { ROLE_NAMES, USER_TOASTS } from '@pg/domain';
import { Avatar, Button, Card, DataList, TextField, useToast } from '@pg/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';

import { FormButtons } from '../../app/components/FormButtons';
import { FormGrid } from '../../app/components/FormGrid';
import { type FieldErrors, useForm } from '../../app/hooks/useForm';
import { useSignedInSession } from '../../app/session/SessionContext';
import { UPDATE_USER } from '../graphql/account';

const Photo = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;
`;

type UserValues = { name: string; surname: string };

// The user card has one rule of its own; it is the same text as the invite form's name rule.
const validateUser = (v: UserValues): FieldErrors<UserValues> => (v.name.trim() ? {} : { name: 'Name is required' });

/**
 * User details: the avatar (changed through ?action=add-user-avatar), name and surname editable,
 * e-mail and role read-only (spec 002 section 2).
 */
export function UserDetailsCard({ onChangeAvatar }: { onChangeAvatar: () => void }) {
  const { user, updateUser } = useSignedInSession();
  const [editing, setEditing] = useState(false);
  const fullName = [user.name, user.surname].filter(Boolean).join(' ');
  return (
    <Card
      title="User Details"
      actions={
        !editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      <Photo>
        <Avatar name={fullName} url={user.avatar?.cloudFrontUrl || user.avatar?.url} fallbackUrl={user.avatar?.url} size={64} />
        <Button variant="secondary" onClick={onChangeAvatar}>
          {user.avatar ? 'Change Avatar' : 'Add Avatar'}
        </Button>
      </Photo>
      {editing ? (
        <UserForm
          initial={{ name: user.name, surname: user.surname ?? '' }}
          userId={user.id}
          onSaved={(saved) => {
            updateUser(saved);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <DataList
          items={[
            { label: 'Name', value: user.name },
            { label: 'Surname', value: user.surname || '—' },
            { label: 'E-mail', value: user.email },
            { label: 'Role', value: ROLE_NAMES[user.role] },
          ]}
        />
      )}
    </Card>
  );
}

interface FormProps {
  initial: UserValues;
  userId: string;
  onSaved: (user: { name: string; surname: string | null }) => void;
  onCancel: () => void;
}

function UserForm({ initial, userId, onSaved, onCancel }: FormProps) {
  const { user } = useSignedInSession();
  const toast = useToast();
  const [update] = useMutation(UPDATE_USER);
  const form = useForm(initial, validateUser, ['name']);

  const save = async (v: typeof initial) => {
    try {
      const { data } = await update({ variables: { input: { id: userId, name: v.name.trim(), surname: v.surname.trim() || null } } });
      if (!data) return;
      toast.success(USER_TOASTS.profileUpdated);
      onSaved({ name: data.updateUser.name, surname: data.updateUser.surname });
    } catch {
      // The error link has shown the server's message; the form stays open for another try.
    }
  };
  const submit = form.handleSubmit((v) => save(v));

  return (
    <form onSubmit={submit} noValidate aria-label="User details">
      <FormGrid $columns={1}>
        <TextField label="Name" {...form.field('name')} />
        <TextField label="Surname" {...form.field('surname')} />
        <TextField label="E-mail" name="email" value={user.email} readOnly />
        <TextField label="Role" name="role" value={ROLE_NAMES[user.role]} readOnly />
        <FormButtons onCancel={onCancel} loading={form.isSubmitting} blocked={form.hasErrors || !form.changed} />
      </FormGrid>
    </form>
  );
}
