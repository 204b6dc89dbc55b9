import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { FALLBACK_CLUB_ABBREVIATION, useClub } from '@/lib/club';

/** Sets document.title to "<title> | <club abbreviation>" (Kingside until the club loads). */
export function useDocumentTitle(title: string): void {
  const { data: club } = useClub();
  const full = `${title} | ${club?.abbreviation ?? FALLBACK_CLUB_ABBREVIATION}`;
  useEffect(() => {
    document.title = full;
  }, [full]);
}

/** The page's h1, which also becomes the document title. */
export function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Typography variant="h4" component="h1" gutterBottom>
      {title}
    </Typography>
  );
}
