import { Role } from '@pg/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { installFakeUpload } from '../modules/refunds/test/fakeUpload';
import { installFakeImageApis } from '../test/fakeImageApis';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

/** User-event typing through a whole form: generous when the machine is busy. */
const LONG = 20_000;

const AVATAR = {
  __typename: 'FileUrl',
  id: 'f-1',
  url: 'http://localhost/files/avatar.png?signature=a',
  cloudFrontUrl: 'http://localhost/files/avatar.png?signature=a',
};

let fakes: { restore: () => void }[] = [];
afterEach(() => {
  fakes.forEach((f) => f.restore());
  fakes = [];
  window.localStorage.clear();
});

function setup(role: Role = Role.OWNER) {
  const upload = installFakeUpload();
  const images = installFakeImageApis();
  fakes = [upload, images];
  const view = renderApp({
    path: '/account-settings',
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      UploadUserAvatar: () => ({ data: { uploadUserAvatar: AVATAR } }),
      CreateLogo: () => ({
        data: { createFile: { __typename: 'File', id: 'logo-1', url: 'http://localhost/files/logo.png', cloudFrontUrl: 'http://localhost/files/logo.png' } },
      }),
    },
  });
  return { view, upload, images, user: userEvent.setup() };
}

/** The upload runs through timers and several renders: generous under a loaded machine. */
const SLOW = { timeout: 5000 };

const choose = (dialog: HTMLElement) =>
  fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [new File([new Uint8Array([1, 2, 3])], 'me.jpg', { type: 'image/jpeg' })] } });

describe('account settings images (spec 002 s2)', () => {
  it(
    'crops and uploads the avatar by ?action=add-user-avatar; the header pill shows it',
    async () => {
      const { view, upload, images, user } = setup();
      await user.click(await screen.findByRole('button', { name: 'Add Avatar' }));
      expect(view.location()).toBe('/account-settings?action=add-user-avatar');
      const dialog = await screen.findByRole('dialog', { name: 'Upload Avatar' });
      choose(dialog);
      await within(dialog).findByRole('group', { name: 'Crop area' }, SLOW);
      await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
      // The centre square of an 800 x 400 image went to a 512 px canvas, then to the signed address.
      expect(images.drawn[0]).toEqual([200, 0, 400, 400, 0, 0, 512, 512]);
      expect(upload.log.puts[0].contentType).toBe('image/png');
      const call = view.calls.find((c) => c.operationName === 'UploadUserAvatar');
      expect(call?.variables).toEqual({ file: { userId: 'user-1', type: 'avatar', path: 'key-me.png', mimetype: 'image/png' } });
      expect(await screen.findByText('Profile Updated Successfully', {}, SLOW)).toBeInTheDocument();
      expect(view.location()).toBe('/account-settings');
      const pill = screen.getByRole('button', { name: 'Karma Wangchuk, account menu' });
      // The photo is decorative beside the name the button already reads out.
      await waitFor(() => expect(pill.querySelector('img')).toHaveAttribute('src', AVATAR.cloudFrontUrl), SLOW);
    },
    LONG,
  );

  it(
    'opens the logo dialog for the profile editors only, and sends the logo with the organization',
    async () => {
      const { view, user } = setup();
      await user.click(await screen.findByRole('button', { name: 'Add Logo' }));
      const dialog = await screen.findByRole('dialog', { name: 'Upload Logo' });
      choose(dialog);
      await within(dialog).findByRole('group', { name: 'Crop area' }, SLOW);
      await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
      await waitFor(() => expect(view.calls.some((c) => c.operationName === 'CreateLogo')).toBe(true), SLOW);
      expect(view.calls.find((c) => c.operationName === 'CreateLogo')?.variables).toMatchObject({ file: { type: 'logo', organizationId: 'org-1' } });
    },
    LONG,
  );

  it('gives a User no logo button, and ignores ?action=add-merchant-logo for them', async () => {
    setup(Role.USER);
    window.history.pushState({}, '', '/account-settings?action=add-merchant-logo');
    expect(await screen.findByRole('button', { name: 'Add Avatar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Logo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Upload Logo' })).not.toBeInTheDocument();
  });
});
