import { isAllowedUploadType, UPLOAD_MESSAGES } from '@pg/domain';
import { ImageCropDialog } from '@pg/ui-kit';
import { useState } from 'react';

import { type Uploader, UploadError, uploadFile } from './uploadFile';

export interface ImageUploadDialogProps {
  open: boolean;
  title: string;
  /** Round guide (avatars) or square (logos). */
  round?: boolean;
  onClose: () => void;
  /** Links the uploaded bytes (the presigned upload's stored name) to their record. */
  save: (path: string, mimetype: string) => Promise<void>;
  /** The seam tests replace (jsdom has no server to upload to). */
  upload?: Uploader;
}

/** Any image can be chosen; only the cropped square (far below 5 MB) is uploaded and checked again by the API. */
const validateImage = (file: File) => (isAllowedUploadType(file.type, true) ? undefined : UPLOAD_MESSAGES.imageOnly);

/**
 * The crop dialog wired to the presigned upload flow (spec 000 s7): crop, PUT with progress,
 * then `save` links it (uploadUserAvatar, or createFile for a logo). Failures stay in the dialog.
 */
export function ImageUploadDialog({ open, title, round = false, onClose, save, upload = uploadFile }: ImageUploadDialogProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setProgress(null);
    setError(null);
    onClose();
  };

  async function onSave(file: File) {
    setError(null);
    try {
      const path = await upload(file, setProgress);
      await save(path, file.type);
      close();
    } catch (e) {
      setProgress(null);
      // GraphQL failures are toasted by the error link; upload failures are shown here.
      setError(e instanceof UploadError ? e.message : null);
    }
  }

  return (
    <ImageCropDialog
      open={open}
      title={title}
      round={round}
      onClose={close}
      onSave={onSave}
      progress={progress}
      saving={progress !== null}
      error={error}
      validateFile={validateImage}
    />
  );
}
