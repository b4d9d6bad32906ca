import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button';
import { ImageCropDialog, type ImageCropDialogProps } from './ImageCropDialog';
import type { LoadedImage } from './imageFiles';

// A drawn landscape so the crop stories show something without network or files.
const LANDSCAPE_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' width='640' height='400' viewBox='0 0 640 400'><rect width='640' height='400' fill='#cfe0f7'/><path d='M0 300 L160 140 L260 240 L380 90 L640 330 L640 400 L0 400 Z' fill='#1a3f8f'/><circle cx='520' cy='90' r='40' fill='#f2b84b'/></svg>";
const LANDSCAPE: LoadedImage = { src: `data:image/svg+xml;utf8,${encodeURIComponent(LANDSCAPE_SVG)}`, width: 640, height: 400 };
const pickLandscape = () => Promise.resolve(LANDSCAPE);

function WithOpener(props: ImageCropDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change Avatar</Button>
      <ImageCropDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'UI Kit/Overlays/ImageCropDialog',
  component: ImageCropDialog,
  args: { open: true, title: 'Upload Avatar', onClose: () => undefined, onSave: () => undefined },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ImageCropDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the drop zone with its Choose Image button. */
export const ChooseImage: Story = {};
/** A logo: square guide (pick any file in Storybook; the drawn landscape stands in for it). */
export const Logo: Story = {
  args: { title: 'Upload Logo', loadImage: pickLandscape },
  /** Choose a file: the crop area takes focus; + zooms, arrows move, Home resets; Cancel closes. */
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Upload Logo' }));
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();

    const fileInput = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await userEvent.upload(fileInput, new File(['logo'], 'logo.png', { type: 'image/png' }));
    const area = await dialog.findByRole('group', { name: 'Crop area' });
    await waitFor(() => expect(area).toHaveFocus());
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveAttribute('aria-valuetext', '100%');

    const image = within(area).getByRole('img', { name: 'Your upload' });
    const left = image.style.left;
    await userEvent.keyboard('++');
    await expect(zoom).toHaveAttribute('aria-valuetext', '120%');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(image.style.left).not.toBe(left));
    await userEvent.keyboard('{Home}');
    await expect(zoom).toHaveAttribute('aria-valuetext', '100%');
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeEnabled();

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
/** An avatar: round guide. */
export const Avatar: Story = { args: { round: true, loadImage: pickLandscape } };
/** The caller's upload running with progress. */
export const Uploading: Story = { args: { saving: true, progress: 45 } };
/** The server refused the upload. */
export const UploadFailed: Story = { args: { error: 'Only image files can be uploaded.' } };
