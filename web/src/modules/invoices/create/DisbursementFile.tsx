import { UPLOAD_ACCEPT, validateUpload } from '@pg/domain';
import { Button } from '@pg/ui-kit';
import { useId, useRef, useState } from 'react';

import { uploadFile } from '../../files/uploadFile';
import { CellError, FileCell, Progress } from './create.styles';
import type { UploadedFile } from './invoiceDraft';

interface Props {
  /** 'Hotel Invoice' or 'DOI Document'. */
  label: string;
  file: UploadedFile | null;
  /** A create-level message for this row (file missing). */
  error?: string;
  disabled?: boolean;
  onChange: (file: UploadedFile | null) => void;
}

/**
 * One image or PDF for a disbursement, uploaded as soon as it is picked (presigned PUT with a
 * progress bar) so Create only attaches the stored name. A failed upload resets the progress.
 */
export function DisbursementFile({ label, file, error, disabled, onChange }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A newer pick wins over a slower earlier upload.
  const generation = useRef(0);

  const pick = (picked: File) => {
    const refused = validateUpload(picked);
    if (refused) {
      setProblem(refused);
      return;
    }
    const mine = ++generation.current;
    setProblem(null);
    setProgress(0);
    uploadFile(picked, (p) => mine === generation.current && setProgress(p))
      .then((path) => {
        if (mine !== generation.current) return;
        setProgress(null);
        onChange({ path, caption: picked.name, mimetype: picked.type });
      })
      .catch((e: unknown) => {
        if (mine !== generation.current) return;
        setProgress(null);
        setProblem(e instanceof Error ? e.message : String(e));
      });
  };

  const shownError = problem ?? error;
  return (
    <FileCell>
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (picked) pick(picked);
        }}
      />
      {file ? (
        <>
          <span className="name" title={file.caption}>
            {file.caption}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove ${label}`}
            disabled={disabled || progress !== null}
            onClick={() => {
              generation.current++;
              onChange(null);
            }}
          >
            Remove
          </Button>
        </>
      ) : (
        <Button type="button" variant="secondary" size="sm" disabled={disabled || progress !== null} onClick={() => input.current?.click()}>
          Upload {label}
        </Button>
      )}
      {progress !== null && <Progress max={100} value={progress} aria-label={`${label} upload progress`} />}
      {shownError && <CellError role="alert">{shownError}</CellError>}
    </FileCell>
  );
}
