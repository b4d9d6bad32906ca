export * from './ImageCropDialog';
export * from './cropMath';
export * from './imageFiles';
