import type { CropRect, Size } from './cropMath';

/** A picked image, decoded: what the dialog shows and crops. */
export interface LoadedImage extends Size {
  /** Address the preview <img> shows (an object URL in browsers). */
  src: string;
  /** What the export draws from; absent in environments without decoding (tests pass their own). */
  source?: CanvasImageSource;
  /** Frees the object URL once the image is no longer shown. */
  release?: () => void;
}

export type ImageLoader = (file: File) => Promise<LoadedImage>;
export type CropExporter = (image: LoadedImage, rect: CropRect, size: number, type: string) => Promise<Blob>;

export const IMAGE_DECODE_ERROR = 'This image could not be read. Please choose another one.';

/** Decodes a picked file in the browser (object URL + <img>), so nothing leaves the machine yet. */
export const loadImageFile: ImageLoader = (file) =>
  new Promise((resolve, reject) => {
    const src = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => resolve({ src, width: img.naturalWidth, height: img.naturalHeight, source: img, release: () => URL.revokeObjectURL(src) });
    img.onerror = () => {
      URL.revokeObjectURL(src);
      reject(new Error(IMAGE_DECODE_ERROR));
    };
    img.src = src;
  });

/** Draws the crop square onto a `size` x `size` canvas and encodes it: the bytes that are uploaded. */
export const exportCropOnCanvas: CropExporter = (image, rect, size, type) =>
  new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context || !image.source) {
      reject(new Error(IMAGE_DECODE_ERROR));
      return;
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, rect.x, rect.y, rect.size, rect.size, 0, 0, size, size);
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(IMAGE_DECODE_ERROR))), type, 0.92);
  });
