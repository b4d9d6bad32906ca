import { UPLOAD_ACCEPT, validateUpload } from '@pg/domain';
import { Button } from '@pg/ui-kit';
import { useId, useRef } from 'react';
import styled from 'styled-components';

import { Muted, Row } from '../../app/components/page.styles';

const Bar = styled.progress`
  width: 100%;
  height: 6px;
`;

const Error = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
`;

export interface FileDropFieldProps {
  label: string;
  file: File | null;
  /** 0..100 while uploading, null otherwise. */
  progress?: number | null;
  error?: string | null;
  disabled?: boolean;
  onSelect: (file: File) => void;
  onRemove: () => void;
  /** Called with the check's message when the picked file is refused. */
  onReject?: (message: string) => void;
  /** False hands every pick to onSelect (a state machine that runs the check itself). */
  validate?: boolean;
}

/** One file, image or PDF (spec 001 s2 and s9), with the upload's progress. */
export function FileDropField({ label, file, progress = null, error, disabled, onSelect, onRemove, onReject, validate = true }: FileDropFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <Row>
        <label htmlFor={id}>
          <strong>{label}</strong>
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={UPLOAD_ACCEPT}
          hidden
          disabled={disabled}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (!picked) return;
            const problem = validate ? validateUpload(picked) : undefined;
            if (problem) onReject?.(problem);
            else onSelect(picked);
          }}
        />
        <Button type="button" variant="secondary" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
          {file ? 'Replace File' : 'Upload File'}
        </Button>
      </Row>
      <Muted>Images or PDF, one file.</Muted>
      {file && (
        <Row>
          <span>{file.name}</span>
          <Button type="button" variant="ghost" size="sm" disabled={disabled || progress !== null} onClick={onRemove}>
            Remove
          </Button>
        </Row>
      )}
      {progress !== null && <Bar max={100} value={progress} aria-label="Upload progress" />}
      {error && <Error role="alert">{error}</Error>}
    </div>
  );
}
