import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Coach } from '@kingside/shared';
import { ImageUpload } from '@/components/image-upload';
import { NATIVE_SELECT } from '@/components/native-select';
import { useUploadCoachPhoto } from '@/features/coaches/api/upload-coach-photo';

const nameOf = (coach: Coach) => `${coach.firstName} ${coach.lastName}`;

/** Uploads a photo for the chosen coach: it becomes the coach's Photo URL at once. */
export function CoachPhotoUpload({ coaches }: { coaches: Coach[] }) {
  const [chosenId, setChosenId] = useState<number>();
  const coachId = coaches.some((c) => c.id === chosenId) ? chosenId : coaches[0]?.id;
  const upload = useUploadCoachPhoto(coachId);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Upload a coach photo
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          {...NATIVE_SELECT}
          label="Coach"
          value={coachId ?? ''}
          onChange={(event) => {
            setChosenId(Number(event.target.value));
            upload.reset();
          }}
          sx={{ minWidth: 220 }}
          size="small"
        >
          {coaches.map((coach) => (
            <option key={coach.id} value={coach.id}>
              {nameOf(coach)}
            </option>
          ))}
        </TextField>
        <ImageUpload
          label="Upload photo"
          disabled={coachId === undefined}
          upload={upload}
          photoOf={(coach) => ({ src: coach.photoUrl ?? '', alt: `${nameOf(coach)}'s new photo` })}
        />
      </Stack>
    </Paper>
  );
}
