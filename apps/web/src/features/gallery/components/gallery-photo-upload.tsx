import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ImageUpload } from '@/components/image-upload';
import { useUploadGalleryPhoto } from '@/features/gallery/api/upload-gallery-photo';

/** Uploads a photo to the end of the gallery; its caption is then edited in the grid. */
export function GalleryPhotoUpload() {
  const upload = useUploadGalleryPhoto();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Add a photo
      </Typography>
      <ImageUpload
        label="Upload photo"
        upload={upload}
        photoOf={(image) => ({ src: image.imageURL, alt: 'The new gallery photo' })}
      />
    </Paper>
  );
}
