import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '../test/renderApp';

/** User-event typing through a whole form: generous when the machine is busy. */
const LONG = 20_000;

afterEach(() => window.localStorage.clear());

const TAKEN = 'This e-mail is already used by another organization';

describe('"My business is not listed" request', () => {
  it(
    "shows the API's refusal of a taken e-mail on the E-mail field, keeping what was typed",
    async () => {
      const view = renderApp({
        path: '/merchant-add-request',
        resolvers: {
          RequestToAddOrganization: () => ({ data: null, errors: [{ message: TAKEN, extensions: { code: 'BAD_USER_INPUT', fields: { email: TAKEN } } }] }),
        },
      });
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Business Name', {}, { timeout: 5000 }), 'Haa Valley Lodge');
      await user.type(screen.getByLabelText('E-mail'), 'stay@parovalley.test');
      await user.type(screen.getByLabelText('Confirm E-mail'), 'stay@parovalley.test');
      await user.type(screen.getByLabelText('License Number'), 'HT-2301');
      await user.click(screen.getByRole('combobox', { name: 'Industry' }));
      await user.click(screen.getByRole('option', { name: 'Hotel' }));
      const submit = screen.getByRole('button', { name: 'Submit' });
      await waitFor(() => expect(submit).toBeEnabled());
      await user.click(submit);
      await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(TAKEN));
      expect(screen.getByLabelText('Business Name')).toHaveValue('Haa Valley Lodge');
      expect(view.location()).toBe('/merchant-add-request');
      expect(submit).toBeDisabled();
      // Issue 50: and says which field holds it back.
      expect(submit).toHaveAccessibleDescription('Correct: E-mail.');
    },
    LONG,
  );
});
