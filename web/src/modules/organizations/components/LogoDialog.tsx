import { useMutation } from '@apollo/client/react';
import { useToast } from '@pg/ui-kit';

import type { FileUrl } from '../../app/session/types';
import { ImageUploadDialog } from '../../files/ImageUploadDialog';
import type { Uploader } from '../../files/uploadFile';
import { CREATE_LOGO } from '../graphql/organizations';

/** Query value that opens it (spec 002 s2). */
export const ADD_MERCHANT_LOGO = 'add-merchant-logo';

interface Props {
  organizationId: string;
  open: boolean;
  onClose: () => void;
  onSaved: (logo: FileUrl) => void;
  successMessage: string;
  upload?: Uploader;
}

/** Crop and upload an organization's logo (account settings, organization page) by createFile type logo. */
export function LogoDialog({ organizationId, open, onClose, onSaved, successMessage, upload }: Props) {
  const toast = useToast();
  const [mutate] = useMutation(CREATE_LOGO);
  return (
    <ImageUploadDialog
      open={open}
      title="Upload Logo"
      onClose={onClose}
      upload={upload}
      save={async (path, mimetype) => {
        const { data } = await mutate({ variables: { file: { type: 'logo', organizationId, path, mimetype } } });
        if (!data) throw new Error('no data');
        // The session's logos are FileUrl objects; createFile answers with the File.
        onSaved({ __typename: 'FileUrl', id: data.createFile.id, url: data.createFile.url, cloudFrontUrl: data.createFile.cloudFrontUrl });
        toast.success(successMessage);
      }}
    />
  );
}
