import { checkUploadContent, isAllowedUploadType, MAX_UPLOAD_BYTES, sniffFileType, UPLOAD_ACCEPT, validateUpload } from '../index';

const bytes = (...values: (number | string)[]) => Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const GIF = bytes('GIF89a', 1, 0);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n');

describe('uploads (spec 000 section 5, DESIGN.md section 6)', () => {
  it('sniffs the five allowed types by magic bytes', () => {
    expect(sniffFileType(PNG)).toBe('image/png');
    expect(sniffFileType(JPEG)).toBe('image/jpeg');
    expect(sniffFileType(GIF)).toBe('image/gif');
    expect(sniffFileType(WEBP)).toBe('image/webp');
    expect(sniffFileType(PDF)).toBe('application/pdf');
  });

  it('does not trust names or near misses', () => {
    expect(sniffFileType(bytes('<html><body>'))).toBeUndefined();
    expect(sniffFileType(bytes('MZ', 0x90, 0))).toBeUndefined(); // a Windows executable
    expect(sniffFileType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined(); // audio, not WebP
    expect(sniffFileType(bytes(0x89, 'PN'))).toBeUndefined(); // truncated
    expect(sniffFileType(new Uint8Array())).toBeUndefined();
  });

  it('checks a picked file by size and declared type', () => {
    expect(validateUpload({ size: MAX_UPLOAD_BYTES, type: 'application/pdf' })).toBeUndefined();
    expect(validateUpload({ size: MAX_UPLOAD_BYTES + 1, type: 'image/png' })).toBe(
      'Upload exceeds max allowable size of 5MB. Please resize the image or pick a smaller file to upload.',
    );
    expect(validateUpload({ size: 10, type: 'text/html' })).toBe('Only images or PDF files can be uploaded.');
    expect(validateUpload({ size: 10, type: 'application/pdf' }, true)).toBe('Only image files can be uploaded.');
    expect(validateUpload({ size: 0, type: 'image/png' })).toBe('The file is empty.');
    expect(isAllowedUploadType('IMAGE/JPEG')).toBe(true);
    expect(UPLOAD_ACCEPT).toBe('image/png,image/jpeg,image/gif,image/webp,application/pdf');
  });

  it('checks received bytes by content', () => {
    expect(checkUploadContent(PDF)).toEqual({ ok: true, mime: 'application/pdf' });
    expect(checkUploadContent(PDF, true)).toEqual({ ok: false, message: 'Only image files can be uploaded.' });
    expect(checkUploadContent(bytes('hello'))).toEqual({ ok: false, message: 'Only images or PDF files can be uploaded.' });
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    expect(checkUploadContent(big).ok).toBe(false);
  });
});
