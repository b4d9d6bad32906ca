import { useCallback, useRef, useState } from 'react';

import { uploadFile } from '../../files/uploadFile';

export interface FileUploadState {
  file: File | null;
  /** Stored name from issuePresignedURL once the bytes are up. */
  path: string | null;
  /** 0..100 while uploading, null otherwise. */
  progress: number | null;
  error: string | null;
  uploading: boolean;
  select: (file: File) => void;
  remove: () => void;
  reject: (message: string) => void;
}

/** Uploads a picked file at once (so Submit only links it) and tracks its progress. */
export function useFileUpload(): FileUploadState {
  const [file, setFile] = useState<File | null>(null);
  const [path, setPath] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A newer pick wins over a slower earlier upload.
  const generation = useRef(0);

  const select = useCallback((picked: File) => {
    const mine = ++generation.current;
    setFile(picked);
    setPath(null);
    setError(null);
    setProgress(0);
    uploadFile(picked, (p) => mine === generation.current && setProgress(p))
      .then((stored) => {
        if (mine !== generation.current) return;
        setPath(stored);
        setProgress(null);
      })
      .catch((e: unknown) => {
        if (mine !== generation.current) return;
        setFile(null);
        setProgress(null);
        setError(e instanceof Error ? e.message : String(e));
      });
  }, []);

  const remove = useCallback(() => {
    generation.current++;
    setFile(null);
    setPath(null);
    setProgress(null);
    setError(null);
  }, []);

  const reject = useCallback((message: string) => setError(message), []);

  return { file, path, progress, error, uploading: progress !== null, select, remove, reject };
}
