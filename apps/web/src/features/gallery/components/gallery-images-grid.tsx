import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { GalleryImage } from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { useGalleryImagesGridEditing } from '@/features/gallery/api/gallery-images-admin';

const THUMBNAIL_SIZE = 40;

const columns: GridColDef<GalleryImage>[] = [
  {
    field: 'thumbnail',
    headerName: 'Preview',
    width: 80,
    sortable: false,
    filterable: false,
    disableExport: true,
    display: 'flex',
    renderCell: ({ row }) =>
      row.imageURL ? (
        <Box
          component="img"
          src={row.imageURL}
          alt={row.caption ?? ''}
          loading="lazy"
          width={THUMBNAIL_SIZE}
          height={THUMBNAIL_SIZE}
          sx={{ objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
        />
      ) : null,
  },
  { field: 'imageIndex', headerName: 'Image Index', type: 'number', width: 110, editable: true },
  { field: 'imageURL', headerName: 'Image URL', flex: 1, minWidth: 280, editable: true },
  { field: 'caption', headerName: 'Caption', width: 220, editable: true },
];

/** Gallery images in display order (spec 2 admin tools: imageIndex is required). */
export function GalleryImagesGrid({ rows }: { rows: GalleryImage[] }) {
  const editing = useGalleryImagesGridEditing();
  return (
    <EditableGrid
      label="Gallery Images"
      empty="No gallery images yet. Upload a photo above, or add one by its address with Add."
      rows={rows}
      columns={columns}
      getRowLabel={(row) => row.caption || row.imageURL}
      required={['imageIndex', 'imageURL']}
      csvFileName="gallery-images"
      {...editing}
    />
  );
}
