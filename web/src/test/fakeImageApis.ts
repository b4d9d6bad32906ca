// jsdom decodes no images and has no canvas. These stand-ins let the real crop-and-upload code
// run: an object URL, an <img> that "loads" with a size, and a canvas that encodes some bytes.

export function installFakeImageApis({ width = 800, height = 400 } = {}): { drawn: unknown[][]; restore: () => void } {
  const drawn: unknown[][] = [];
  const url = URL as unknown as { createObjectURL?: unknown; revokeObjectURL?: unknown };
  const saved = { create: url.createObjectURL, revoke: url.revokeObjectURL };
  url.createObjectURL = () => 'blob:fake-image';
  url.revokeObjectURL = () => undefined;

  const srcDescriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    get(this: HTMLImageElement): string {
      return srcDescriptor.get!.call(this) as string;
    },
    set(this: HTMLImageElement, value: string) {
      srcDescriptor.set!.call(this, value);
      if (value.startsWith('blob:')) {
        setTimeout(() => {
          this.onload?.(new Event('load'));
        }, 0);
      }
    },
  });
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => width });
  Object.defineProperty(HTMLImageElement.prototype, 'naturalHeight', { configurable: true, get: () => height });

  const canvas = HTMLCanvasElement.prototype as unknown as Record<string, unknown>;
  const savedCanvas = { getContext: canvas.getContext, toBlob: canvas.toBlob };
  canvas.getContext = () => ({ imageSmoothingQuality: 'low', drawImage: (...args: unknown[]) => void drawn.push(args.slice(1)) });
  canvas.toBlob = (done: (blob: Blob) => void, type: string) => done(new Blob(['cropped'], { type }));

  return {
    drawn,
    restore() {
      url.createObjectURL = saved.create;
      url.revokeObjectURL = saved.revoke;
      Object.defineProperty(HTMLImageElement.prototype, 'src', srcDescriptor);
      delete (HTMLImageElement.prototype as unknown as Record<string, unknown>).naturalWidth;
      delete (HTMLImageElement.prototype as unknown as Record<string, unknown>).naturalHeight;
      canvas.getContext = savedCanvas.getContext;
      canvas.toBlob = savedCanvas.toBlob;
    },
  };
}
