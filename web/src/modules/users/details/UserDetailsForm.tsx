import { useMutation } from '@apollo/client/react';
import { assignableRoles, ROLE_NAMES, USER_TOASTS, validateUserProfile } from '@pg/domain';
import { SelectField, TextField, useToast } from '@pg/ui-kit';
import { useCallback } from 'react';

import { FormButtons } from '../../app/components/FormButtons';
import { FormGrid } from '../../app/components/FormGrid';
import { useForm } from '../../app/hooks/useForm';
import { useSignedInSession } from '../../app/session/SessionContext';
import { roleLabel } from '../format';
import { UPDATE_USER_DETAILS, type UserRow } from '../graphql/users';
import { actorOf, targetOf } from '../list/userFacts';

type Values = { name: string; surname: string; role: string };

/** Name, surname and (within the grant) role of a user (spec 002 s2 "/users/{id}"); e-mail read-only. */
export function UserDetailsForm({ user, onSaved }: { user: UserRow; onSaved: (user: UserRow) => void }) {
  const { user: viewer } = useSignedInSession();
  const toast = useToast();
  const [update, { loading }] = useMutation(UPDATE_USER_DETAILS);
  const roles = assignableRoles(actorOf(viewer), targetOf(user));
  const validate = useCallback((v: Values) => validateUserProfile({ name: v.name }), []);
  const form = useForm<Values>({ name: user.name, surname: user.surname ?? '', role: String(user.role) }, validate, ['name']);
  const editable = viewer.id === user.id || roles.length > 0;

  const save = async (v: Values) => {
    try {
      const role = Number(v.role);
      const { data } = await update({
        variables: {
          input: { id: user.id, name: v.name.trim(), surname: v.surname.trim() || null, ...(roles.length > 0 && role !== user.role ? { role } : {}) },
        },
      });
      if (!data) return;
      toast.success(USER_TOASTS.updated);
      onSaved(data.updateUser);
    } catch {
      // The error link has shown the server's message; the form keeps the input.
    }
  };
  const submit = form.handleSubmit((v) => void save(v));

  return (
    <form onSubmit={submit} noValidate aria-label="User details">
      <FormGrid>
        <TextField label="Name" readOnly={!editable} {...form.field('name')} />
        <TextField label="Surname" readOnly={!editable} {...form.field('surname')} />
        <TextField label="E-mail" name="email" value={user.email} readOnly />
        {roles.length > 0 ? (
          <SelectField
            label="Role"
            name="role"
            options={roles.map((r) => ({ value: String(r), label: ROLE_NAMES[r] }))}
            value={form.values.role}
            onChange={(value) => form.setValue('role', value)}
          />
        ) : (
          <TextField label="Role" name="role" value={roleLabel(user.role)} readOnly />
        )}
        <TextField label="Organization" name="organization" value={user.organization.name} readOnly />
        {editable && <FormButtons loading={loading} blocked={form.hasErrors || !form.changed} />}
      </FormGrid>
    </form>
  );
}
