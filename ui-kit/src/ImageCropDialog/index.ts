export * from './cropMath';
export * from './ImageCropDialog';
export * from './imageFiles';
