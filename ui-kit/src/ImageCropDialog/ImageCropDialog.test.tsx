import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import type { CropRect } from './cropMath';
import { ImageCropDialog } from './ImageCropDialog';
import type { LoadedImage } from './imageFiles';

// jsdom decodes no images and has no canvas: the dialog's seams stand in for the browser's.
const IMAGE: LoadedImage = { src: 'data:image/png;base64,AAAA', width: 800, height: 400 };
const png = (name = 'me.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function setup(extra: Partial<Parameters<typeof ImageCropDialog>[0]> = {}) {
  const onSave = jest.fn<Promise<void>, [File]>(() => Promise.resolve());
  const onClose = jest.fn();
  const crops: CropRect[] = [];
  const exportCrop = jest.fn((_image: LoadedImage, rect: CropRect, size: number) => {
    crops.push(rect);
    return Promise.resolve(new Blob([`crop ${size}`], { type: 'image/png' }));
  });
  render(
    <UiKitProvider>
      <ImageCropDialog
        open
        title="Upload Avatar"
        onClose={onClose}
        onSave={onSave}
        loadImage={() => Promise.resolve(IMAGE)}
        exportCrop={exportCrop}
        {...extra}
      />
    </UiKitProvider>,
  );
  return { onSave, onClose, crops, user: userEvent.setup() };
}

/** jsdom's File has no text(); FileReader reads it. */
const textOf = (file: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : ''); // readAsText: always a string
    reader.readAsText(file);
  });

// jsdom has no PointerEvent: a MouseEvent with a pointer id stands in, so coordinates arrive.
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    class FakePointerEvent extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    Object.defineProperty(window, 'PointerEvent', { value: FakePointerEvent, configurable: true });
  }
});

const choose = (file: File) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });

describe('ImageCropDialog', () => {
  it('starts with the chooser; Upload waits for an image', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Upload Avatar' })).toBeInTheDocument();
    expect(screen.getByText('Choose Image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses a file that is not an image', async () => {
    setup();
    choose(new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only image files can be uploaded.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('crops the centre square by default and uploads it as a PNG of the output size', async () => {
    const { onSave, crops, user } = setup({ outputSize: 256 });
    choose(png('portrait.jpg'));
    const area = await screen.findByRole('group', { name: 'Crop area' });
    await waitFor(() => expect(area).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(crops[0]).toEqual({ x: 200, y: 0, size: 400 });
    const file = onSave.mock.calls[0][0];
    expect(file.name).toBe('portrait.png');
    expect(file.type).toBe('image/png');
    expect(await textOf(file)).toBe('crop 256');
  });

  it('moves with the arrow keys and zooms with + and the slider', async () => {
    const { crops, user } = setup();
    choose(png());
    const area = await screen.findByRole('group', { name: 'Crop area' });
    await waitFor(() => expect(area).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.keyboard('+');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '110%');
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '2' } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(crops).toHaveLength(1));
    // Zoom 2 shows a 200 px square of the image (viewport 280 / scale 1.4); moved 20 px right.
    expect(crops[0].size).toBeCloseTo(200);
    expect(crops[0].x).toBeCloseTo(300 - 20 / 1.4);
  });

  it('drags with the pointer', async () => {
    const { crops, user } = setup();
    choose(png());
    const area = await screen.findByRole('group', { name: 'Crop area' });
    fireEvent.pointerDown(area, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(area, { pointerId: 1, clientX: 40, clientY: 100 });
    fireEvent.pointerUp(area, { pointerId: 1 });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(crops).toHaveLength(1));
    // Moving the image 60 px left shows 60 / 0.7 image px further right.
    expect(crops[0].x).toBeCloseTo(200 + 60 / 0.7);
  });

  it('shows the caller’s progress and error, and keeps Cancel away while saving', () => {
    setup({ saving: true, progress: 40, error: 'Something went wrong !' });
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong !');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('closes on Cancel and on Escape', async () => {
    const { onClose, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
