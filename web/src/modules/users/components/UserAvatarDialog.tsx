import { useMutation } from '@apollo/client/react';
import { useToast } from '@pg/ui-kit';

import type { FileUrl } from '../../app/session/types';
import { ImageUploadDialog } from '../../files/ImageUploadDialog';
import type { Uploader } from '../../files/uploadFile';
import { UPLOAD_USER_AVATAR } from '../graphql/users';

/** Query value that opens it (spec 002 s2). */
export const ADD_USER_AVATAR = 'add-user-avatar';

interface Props {
  userId: string;
  open: boolean;
  onClose: () => void;
  onSaved: (avatar: FileUrl) => void;
  successMessage: string;
  upload?: Uploader;
}

/** Crop and upload a user's avatar (account settings, user details). */
export function UserAvatarDialog({ userId, open, onClose, onSaved, successMessage, upload }: Props) {
  const toast = useToast();
  const [mutate] = useMutation(UPLOAD_USER_AVATAR);
  return (
    <ImageUploadDialog
      open={open}
      title="Upload Avatar"
      round
      onClose={onClose}
      upload={upload}
      save={async (path, mimetype) => {
        const { data } = await mutate({ variables: { file: { userId, type: 'avatar', path, mimetype } } });
        if (!data) throw new Error('no data');
        onSaved(data.uploadUserAvatar);
        toast.success(successMessage);
      }}
    />
  );
}
