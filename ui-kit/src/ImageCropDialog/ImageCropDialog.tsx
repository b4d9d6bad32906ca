import { type DragEvent, type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useId, useRef, useState, type WheelEvent } from 'react';

import { Alert } from '../Alert';
import { Button, LinkButton } from '../Button';
import { Dialog } from '../Dialog';
import { Slider } from '../Slider';
import { clampOffset, clampZoom, cropRect, imagePlacement, MAX_ZOOM, MIN_ZOOM, type Offset } from './cropMath';
import { Actions, Body, ChooseText, Controls, DropZone, Full, Help, HiddenInput, Progress, Viewport } from './ImageCropDialog.styles';
import { type CropExporter, exportCropOnCanvas, type ImageLoader, type LoadedImage, loadImageFile } from './imageFiles';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
export const IMAGE_ONLY_MESSAGE = 'Only image files can be uploaded.';

export interface ImageCropDialogProps {
  open: boolean;
  /** Escape, the close button, Cancel; ignored while saving. */
  onClose: () => void;
  title: ReactNode;
  /** Receives the cropped square as a file; the caller uploads it. */
  onSave: (file: File) => void | Promise<void>;
  /** Upload progress 0..100 while the caller uploads, null otherwise. */
  progress?: number | null;
  /** The caller's upload is running: buttons wait. */
  saving?: boolean;
  /** The caller's error (e.g. the server refused the upload). */
  error?: string | null;
  /** A round guide for avatars; a square one for logos. */
  round?: boolean;
  /** Width and height of the uploaded image in px (default 512). */
  outputSize?: number;
  /** Encoding of the upload (default PNG, which keeps logos' transparency). */
  outputType?: 'image/png' | 'image/jpeg' | 'image/webp';
  accept?: string;
  /** Checks a picked file before it is decoded; a message refuses it. Default: images only. */
  validateFile?: (file: File) => string | undefined;
  saveLabel?: string;
  /** Seams for environments without image decoding or canvas (tests); browsers use the defaults. */
  loadImage?: ImageLoader;
  exportCrop?: CropExporter;
}

const VIEWPORT = 280;
const STEP_PX = 10;
const ZOOM_STEP = 0.1;

const defaultValidate = (file: File) => (file.type.startsWith('image/') ? undefined : IMAGE_ONLY_MESSAGE);

/**
 * Choose an image, move and zoom it under a square frame, and hand the cropped square to the
 * caller for upload. Mouse, touch and keyboard alike: drag or arrow keys move, the wheel, the
 * slider or +/- zoom. Decoding and cropping happen in the browser; only the square is uploaded.
 */
export function ImageCropDialog(props: ImageCropDialogProps) {
  const { open, onClose, title, saving = false } = props;
  return (
    <Dialog open={open} onClose={() => !saving && onClose()} title={title} size="sm" closeOnOverlayClick={false}>
      {/* Mounted per opening, so every opening starts from the chooser. */}
      {open && <CropBody {...props} />}
    </Dialog>
  );
}

function CropBody({
  onClose,
  onSave,
  progress = null,
  saving = false,
  error = null,
  round = false,
  outputSize = 512,
  outputType = 'image/png',
  accept = IMAGE_ACCEPT,
  validateFile = defaultValidate,
  saveLabel = 'Upload',
  loadImage = loadImageFile,
  exportCrop = exportCropOnCanvas,
}: ImageCropDialogProps) {
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [name, setName] = useState('image');
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const [pickError, setPickError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [over, setOver] = useState(false);
  const drag = useRef<{ pointer: number; x: number; y: number; start: Offset } | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const helpId = useId();
  const busy = saving || exporting;

  // The object URL lives as long as the image is shown.
  useEffect(() => () => image?.release?.(), [image]);
  // A chosen image takes the keyboard focus, so arrows move it at once.
  useEffect(() => {
    if (image) viewport.current?.focus();
  }, [image]);

  async function pick(file: File | undefined) {
    if (!file) return;
    const refused = validateFile(file);
    setPickError(refused ?? null);
    if (refused) return;
    try {
      const loaded = await loadImage(file);
      setImage(loaded);
      setName(file.name.replace(/\.[^.]+$/, '') || 'image');
      setZoom(MIN_ZOOM);
      setOffset({ x: 0, y: 0 });
    } catch (e) {
      setPickError(e instanceof Error ? e.message : String(e));
    }
  }

  const move = (dx: number, dy: number) => image && setOffset((o) => clampOffset({ x: o.x + dx, y: o.y + dy }, image, VIEWPORT, zoom));
  const zoomTo = (next: number) => {
    if (!image) return;
    const z = clampZoom(Math.round(next * 100) / 100);
    setZoom(z);
    setOffset((o) => clampOffset(o, image, VIEWPORT, z));
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? STEP_PX * 5 : STEP_PX;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    if (moves[event.key]) move(...moves[event.key]);
    else if (event.key === '+' || event.key === '=') zoomTo(zoom + ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomTo(zoom - ZOOM_STEP);
    else if (event.key === 'Home') {
      setZoom(MIN_ZOOM);
      setOffset({ x: 0, y: 0 });
    } else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, start: offset };
    setDragging(true);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId || !image || !Number.isFinite(event.clientX)) return;
    setOffset(clampOffset({ x: d.start.x + event.clientX - d.x, y: d.start.y + event.clientY - d.y }, image, VIEWPORT, zoom));
  }
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => zoomTo(zoom - Math.sign(event.deltaY) * ZOOM_STEP);

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setOver(false);
    void pick(event.dataTransfer.files[0]);
  }

  async function save() {
    if (!image) return;
    setExporting(true);
    try {
      const blob = await exportCrop(image, cropRect(image, VIEWPORT, zoom, offset), outputSize, outputType);
      const extension = outputType.split('/')[1];
      await onSave(new File([blob], `${name}.${extension}`, { type: outputType }));
    } catch (e) {
      setPickError(e instanceof Error ? e.message : String(e));
    } finally {
      setExporting(false);
    }
  }

  const placement = image ? imagePlacement(image, VIEWPORT, zoom, offset) : null;
  const fileInput = (
    <HiddenInput
      ref={input}
      id={inputId}
      type="file"
      accept={accept}
      disabled={busy}
      onChange={(event) => {
        void pick(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );

  return (
    <Body>
      {image && placement ? (
        <>
          <Viewport
            ref={viewport}
            $size={VIEWPORT}
            $round={round}
            $dragging={dragging}
            tabIndex={0}
            role="group"
            aria-label="Crop area"
            aria-describedby={helpId}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onWheel={onWheel}
          >
            <img
              src={image.src}
              alt="Your upload"
              draggable={false}
              style={{ left: placement.left, top: placement.top, width: placement.width, height: placement.height }}
            />
          </Viewport>
          <Help id={helpId}>Drag or use the arrow keys to move the image; zoom with the slider, the wheel or + and −.</Help>
          <Controls>
            <Slider
              label="Zoom"
              name="zoom"
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.05}
              value={zoom}
              onChange={zoomTo}
              disabled={busy}
              formatValue={(v) => `${Math.round(v * 100)}%`}
            />
            <div>
              {fileInput}
              <LinkButton disabled={busy} onClick={() => input.current?.click()}>
                Choose another image
              </LinkButton>
            </div>
          </Controls>
        </>
      ) : (
        <DropZone
          htmlFor={inputId}
          $size={VIEWPORT}
          $over={over}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          {fileInput}
          <ChooseText>Choose Image</ChooseText>
          <span>or drop one here (PNG, JPEG, GIF or WebP)</span>
        </DropZone>
      )}
      {progress !== null && (
        <Full>
          <Progress role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <span style={{ width: `${progress}%` }} />
          </Progress>
        </Full>
      )}
      {(pickError || error) && (
        <Full>
          <Alert tone="danger">{pickError ?? error}</Alert>
        </Full>
      )}
      <Actions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={!image} loading={busy}>
          {saveLabel}
        </Button>
      </Actions>
    </Body>
  );
}
