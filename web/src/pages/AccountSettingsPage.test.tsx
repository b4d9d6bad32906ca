import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { FakeResolver } from '../test/fakeLink';
import { organizationFixture, sessionResponse, userFixture } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

function setup(role: Role = Role.OWNER, path = '/account-settings', extra: Record<string, FakeResolver> = {}) {
  const view = renderApp({
    path,
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      UpdateOrganization: (vars) => ({
        data: { updateOrganization: organizationFixture((vars.input as Record<string, never>) ?? {}) },
      }),
      UpdateUser: (vars) => ({
        data: { updateUser: { ...userFixture(), ...(vars.input as Record<string, string>) } },
      }),
      CloseOrganization: () => ({ data: { closeOrganization: { __typename: 'SuccessResult', success: true } } }),
      ...extra,
    },
  });
  return { view, user: userEvent.setup() };
}

describe('account settings', () => {
  it('opens the business card in edit mode with ?complete_business_info=true', async () => {
    setup(Role.OWNER, '/account-settings?complete_business_info=true');
    expect(await screen.findByRole('form', { name: 'Business details' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail', { selector: '[name="email"]' })).toHaveAttribute('readonly');
  });

  it('edits name and surname of the user', async () => {
    const { user, view } = setup();
    await screen.findByRole('heading', { name: 'Account Settings' });
    const card = screen.getByText('User Details').closest('section, div') as HTMLElement;
    await user.click(within(card.parentElement ?? card).getAllByRole('button', { name: 'Edit' })[0]);
    const form = screen.getByRole('form', { name: 'User details' });
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.tab();
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'Sonam');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated Successfully')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'UpdateUser')?.variables).toEqual({
      input: { id: 'user-1', name: 'Sonam', surname: 'Wangchuk' },
    });
  });

  it('validates the business profile with the spec messages', async () => {
    const { user } = setup(Role.OWNER, '/account-settings?complete_business_info=true');
    const form = await screen.findByRole('form', { name: 'Business details' });
    for (const label of ['Phone Number', 'Address', 'Website']) {
      await user.clear(within(form).getByLabelText(label));
    }
    await user.tab();
    expect(await within(form).findByText('Phone Number is required')).toBeInTheDocument();
    expect(within(form).getByText('Address is required')).toBeInTheDocument();
    expect(within(form).getByText('Website is required')).toBeInTheDocument();
    // The licence is shown, not edited (the bank's record); text fields stop at their column's length.
    expect(within(form).getByLabelText('License Number')).toHaveAttribute('readonly');
    expect(within(form).getByText('Only the bank can change the License Number')).toBeInTheDocument();
    expect(within(form).getByLabelText('Address')).toHaveAttribute('maxlength', '255');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('asks to confirm a refund policy change before saving, and adds https:// to the website', async () => {
    const { user, view } = setup(Role.OWNER, '/account-settings?complete_business_info=true');
    const form = await screen.findByRole('form', { name: 'Business details' });
    const website = within(form).getByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'druk.bt');
    await user.click(within(form).getByLabelText('Refund Policy Terms'));
    await user.click(await screen.findByRole('option', { name: /not refunded/i }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('dialog', { name: 'Change refund policy?' });
    expect(view.calls.some((c) => c.operationName === 'UpdateOrganization')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, change it' }));

    expect(await screen.findByText('Profile Updated Successfully')).toBeInTheDocument();
    const update = view.calls.find((c) => c.operationName === 'UpdateOrganization');
    expect(update?.variables.input).toMatchObject({
      id: 'org-1',
      website: 'https://druk.bt',
      refundPolicyTerms: 'processingFeeNotRefunded',
    });
    await waitFor(() => expect(view.location()).toBe('/account-settings'));
  });

  it('saves without a confirmation when the refund policy is unchanged', async () => {
    const { user, view } = setup(Role.OWNER, '/account-settings?complete_business_info=true');
    const form = await screen.findByRole('form', { name: 'Business details' });
    await user.type(within(form).getByLabelText('MCC Code'), '1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change refund policy?' })).not.toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'UpdateOrganization')?.variables.input).toMatchObject({ mccCode: '47221' });
  });

  it('hides business editing and Close Account from a User', async () => {
    setup(Role.USER, '/account-settings?complete_business_info=true');
    await screen.findByRole('heading', { name: 'Account Settings' });
    expect(screen.queryByRole('form', { name: 'Business details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Account' })).not.toBeInTheDocument();
  });

  it('closes the account after confirmation and signs out', async () => {
    const { user, view } = setup(Role.OWNER);
    await user.click(await screen.findByRole('button', { name: 'Close Account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close Account' });
    await user.click(within(confirm).getByRole('button', { name: 'Close Account' }));
    expect(await screen.findByText('Account closed sucessfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(view.calls.find((c) => c.operationName === 'CloseOrganization')?.variables).toEqual({ id: 'org-1' });
  });
});
