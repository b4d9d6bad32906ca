import { useState } from 'react';
import { Root } from './Avatar.styles';

export interface AvatarProps {
  name: string;
  url?: string | null;
  /** Diameter in px (default 32). */
  size?: number;
  className?: string;
}

/** 'Karma Wangmo Dorji' -> 'KD': first and last word, so long names stay two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0][0] ?? '';
  const last = words.length > 1 ? words[words.length - 1][0] ?? '' : '';
  return (first + last).toUpperCase();
}

/** Photo when it loads, initials otherwise (no url, or a broken/expired url). */
export function Avatar({ name, url, size = 32, className }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(url) && failedUrl !== url;
  return (
    <Root $size={size} className={className} role={showImage ? undefined : 'img'} aria-label={showImage ? undefined : name}>
      {showImage ? (
        <img src={url ?? undefined} alt={name} onError={() => setFailedUrl(url ?? null)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </Root>
  );
}
