import { useMutation } from '@apollo/client/react';
import { invitableRoles, invitePicksOrganization, ROLE_NAMES, USER_TOASTS, validateInviteUser } from '@pg/domain';
import { type AutocompleteItem, Card, PasswordField, SelectField, TextField, useToast } from '@pg/ui-kit';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { FormButtons } from '../../app/components/FormButtons';
import { FormGrid, FormWide } from '../../app/components/FormGrid';
import { useForm } from '../../app/hooks/useForm';
import { useSignedInSession } from '../../app/session/SessionContext';
import { USERS_PATH } from '../format';
import { INVITE_USER } from '../graphql/users';
import { OrganizationPicker } from './OrganizationPicker';

type InviteValues = { name: string; surname: string; email: string; password: string; organizationId: string; role: string };

/**
 * Invite User (spec 002 s5, s6): bank finance invites bank staff, the others Admin or User; the
 * platform picks the tour operator, everyone else invites into their own organization.
 */
export function InviteUserForm() {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [invite, { loading }] = useMutation(INVITE_USER);
  const picks = invitePicksOrganization(user.role);
  const [organization, setOrganization] = useState<AutocompleteItem | null>(null);
  const validate = useCallback((v: InviteValues) => validateInviteUser(v, user.role), [user.role]);
  const form = useForm<InviteValues>({ name: '', surname: '', email: '', password: '', organizationId: picks ? '' : user.organizationId, role: '' }, validate);
  const roleOptions = invitableRoles(user.role).map((r) => ({ value: String(r), label: ROLE_NAMES[r] }));

  const save = async (v: InviteValues) => {
    try {
      await invite({
        variables: {
          input: {
            name: v.name.trim(),
            surname: v.surname.trim() || null,
            email: v.email.trim(),
            password: v.password,
            organizationId: v.organizationId,
            role: Number(v.role),
          },
        },
      });
      toast.success(USER_TOASTS.invited);
      void navigate(USERS_PATH);
    } catch {
      // The error link has shown the server's message; the form keeps what was typed.
    }
  };
  const submit = form.handleSubmit((v) => void save(v));

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Invite User">
        <FormGrid>
          <TextField label="Name" autoComplete="off" {...form.field('name')} />
          <TextField label="Surname" autoComplete="off" {...form.field('surname')} />
          <TextField label="E-mail" type="email" autoComplete="off" {...form.field('email')} />
          <PasswordField label="Password" autoComplete="new-password" hint="They can choose their own from the invite e-mail." {...form.field('password')} />
          {picks && (
            <FormWide>
              <OrganizationPicker
                value={organization}
                onChange={(item) => {
                  setOrganization(item);
                  form.setValue('organizationId', item?.id ?? '');
                }}
                error={form.errors.organizationId}
              />
            </FormWide>
          )}
          <FormWide>
            <SelectField
              label="Role"
              name="role"
              placeholder="Select role"
              options={roleOptions}
              value={form.values.role}
              onChange={(value) => form.setValue('role', value)}
              error={form.errors.role}
            />
          </FormWide>
          <FormButtons onCancel={() => void navigate(USERS_PATH)} submitLabel="Invite" loading={loading} blocked={form.hasErrors || !form.changed} />
        </FormGrid>
      </form>
    </Card>
  );
}
