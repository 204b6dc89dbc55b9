import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import type { UseMutationResult } from '@tanstack/react-query';
import { IMAGE_MESSAGES, IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_BYTES } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';

/** How large the uploaded photo's preview shows, in CSS pixels. */
const PREVIEW_SIZE = 160;

/**
 * A button that uploads one JPEG, PNG or WebP photo as soon as it is chosen (docs/decisions/0023),
 * then shows the photo the server stored; a file over the size limit is refused here with the
 * server's own message, and the server's refusals show in an ErrorAlert.
 */
export function ImageUpload<Result>({
  label,
  disabled = false,
  upload,
  photoOf,
}: {
  /** The button's text, e.g. "Upload photo". */
  label: string;
  disabled?: boolean;
  /** Sends the chosen file. */
  upload: UseMutationResult<Result, unknown, File>;
  /** The stored photo's address and text alternative, from the server's answer. */
  photoOf: (result: Result) => { src: string; alt: string };
}) {
  const [tooLarge, setTooLarge] = useState(false);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again uploads it again.
    event.target.value = '';
    if (!file) return;
    upload.reset();
    setTooLarge(file.size > IMAGE_UPLOAD_MAX_BYTES);
    if (file.size <= IMAGE_UPLOAD_MAX_BYTES) upload.mutate(file);
  };
  const photo = upload.isSuccess ? photoOf(upload.data) : undefined;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<AddPhotoAlternateIcon />}
        disabled={disabled || upload.isPending}
      >
        {upload.isPending ? 'Uploading…' : label}
        <input type="file" accept={IMAGE_UPLOAD_ACCEPT} hidden onChange={choose} />
      </Button>
      <Typography variant="body2" color="text.secondary">
        JPEG, PNG or WebP, at most {IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB.
      </Typography>
      {tooLarge && <ErrorAlert messages={[IMAGE_MESSAGES.tooLarge]} />}
      {upload.isError && <ErrorAlert error={upload.error} />}
      {photo && (
        <Box
          component="img"
          src={photo.src}
          alt={photo.alt}
          width={PREVIEW_SIZE}
          sx={{ height: 'auto', borderRadius: 1, display: 'block' }}
        />
      )}
    </Stack>
  );
}
