import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import SignaturePad, { type PointGroup } from 'signature_pad';

const padHeight = 160;
/** Transparent margin kept around the trimmed signature, in canvas pixels. */
const trimPadding = 8;

/**
 * The drawn strokes as a PNG cut to their bounding box (transparent elsewhere), or null when
 * nothing is drawn: the PDF places it on the signature line at its own proportions.
 */
function trimmedPng(canvas: HTMLCanvasElement): string | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  const { width, height } = canvas;
  const { data } = context.getImageData(0, 0, width, height);
  let top = height;
  let left = width;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((data[(y * width + x) * 4 + 3] ?? 0) === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return null;
  left = Math.max(0, left - trimPadding);
  top = Math.max(0, top - trimPadding);
  right = Math.min(width - 1, right + trimPadding);
  bottom = Math.min(height - 1, bottom + trimPadding);
  const trimmed = document.createElement('canvas');
  trimmed.width = right - left + 1;
  trimmed.height = bottom - top + 1;
  trimmed
    .getContext('2d')
    ?.drawImage(canvas, left, top, trimmed.width, trimmed.height, 0, 0, trimmed.width, trimmed.height);
  return trimmed.toDataURL('image/png');
}

/**
 * The strokes drawn on a pad `fromWidth` CSS pixels wide, for a pad `toWidth` wide and as high:
 * shrunk to fit a narrower pad, never enlarged (the height stays), so they always fit whole.
 */
function fitStrokes(strokes: PointGroup[], fromWidth: number, toWidth: number): PointGroup[] {
  const factor = fromWidth > 0 ? Math.min(toWidth / fromWidth, 1) : 1;
  if (factor === 1) return strokes;
  return strokes.map((stroke) => ({
    ...stroke,
    points: stroke.points.map((point) => ({ ...point, x: point.x * factor, y: point.y * factor })),
  }));
}

/**
 * A signature drawn with a finger, pen or mouse (signature_pad), with Clear and Save Signature.
 * Saving hands the trimmed PNG to `onSave`; drawing again after a save un-saves it. The pad keeps
 * its strokes when it changes width (a phone rotated, a window resized): they are re-drawn from
 * their point data, scaled to the new width, so nothing is lost or cut off.
 */
export function SignaturePadField({
  saved,
  onSave,
  error,
  disabled,
}: {
  saved: boolean;
  onSave: (png: string | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [isEmpty, setIsEmpty] = useState(true);
  const labelId = useId();
  const clearDrawnRef = useRef(() => {});
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1a237e', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    // The strokes as last drawn, and the pad's width then: every re-fit starts from them, so a
    // rotation to portrait and back gives the signature back at its drawn size.
    let drawn: { strokes: PointGroup[]; width: number } = { strokes: [], width: 0 };
    const fit = () => {
      const width = canvas.offsetWidth;
      if (width === 0) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = width * ratio;
      canvas.height = padHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (drawn.strokes.length) pad.fromData(fitStrokes(drawn.strokes, drawn.width, width));
    };
    clearDrawnRef.current = () => {
      drawn = { strokes: [], width: 0 };
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const onBegin = () => onSaveRef.current(null);
    const onEnd = () => {
      drawn = { strokes: pad.toData(), width: canvas.offsetWidth };
      setIsEmpty(pad.isEmpty());
    };
    pad.addEventListener('beginStroke', onBegin);
    pad.addEventListener('endStroke', onEnd);
    return () => {
      observer.disconnect();
      pad.removeEventListener('beginStroke', onBegin);
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    clearDrawnRef.current();
    setIsEmpty(true);
    onSave(null);
  };
  const save = () => {
    const canvas = canvasRef.current;
    onSave(canvas ? trimmedPng(canvas) : null);
  };

  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        Your signature
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-help`}
        sx={{
          display: 'block',
          width: '100%',
          height: padHeight,
          touchAction: 'none',
          bgcolor: '#fff',
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : saved ? 'success.main' : 'divider',
          borderRadius: 1,
          cursor: disabled ? 'not-allowed' : 'crosshair',
        }}
      />
      <FormHelperText id={`${labelId}-help`} error={Boolean(error)}>
        {error ??
          (saved
            ? 'Signature saved. Draw again or clear it to change it.'
            : 'Draw your signature in the box, then press Save Signature.')}
      </FormHelperText>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="outlined" onClick={clear} disabled={disabled || isEmpty}>
          Clear
        </Button>
        <Button
          variant={saved ? 'outlined' : 'contained'}
          onClick={save}
          disabled={disabled || isEmpty || saved}
        >
          {saved ? 'Signature Saved' : 'Save Signature'}
        </Button>
      </Box>
    </Box>
  );
}
