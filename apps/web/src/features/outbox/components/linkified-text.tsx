import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain e-mail text with its web addresses as links, line breaks kept. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Box
      component="pre"
      sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0 }}
    >
      {parts.map((part, index) =>
        // split() with a capture group puts the matches at the odd indexes.
        index % 2 === 1 ? (
          <Link key={index} href={part}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Box>
  );
}
