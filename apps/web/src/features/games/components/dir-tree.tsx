import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import { Link as RouterLink } from 'react-router';
import type { DirNode } from '@/features/games/components/dir-paths';

/** Where the games page shows one directory. */
export const gamesDirHref = (path: string) =>
  `/games?${new URLSearchParams({ dirPath: path }).toString()}`;

function DirBranch({ node, selected }: { node: DirNode; selected: string }) {
  const current = node.path === selected;
  return (
    <li>
      <Box
        component={RouterLink}
        to={gamesDirHref(node.path)}
        aria-current={current ? 'page' : undefined}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
          color: 'text.primary',
          textDecoration: 'none',
          fontWeight: current ? 700 : 400,
          bgcolor: current ? 'action.selected' : 'transparent',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <FolderIcon fontSize="small" aria-hidden />
        {node.name}
      </Box>
      {node.children.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: 2.5 }}>
          {node.children.map((child) => (
            <DirBranch key={child.path} node={child} selected={selected} />
          ))}
        </Box>
      )}
    </li>
  );
}

/**
 * The library's directories as nested links, every level open; the selected one is marked as
 * the current page. Selecting is navigating, so a directory has its own address (/games?dirPath=).
 */
export function DirTree({ root, selected }: { root: DirNode; selected: string }) {
  return (
    <Box component="nav" aria-label="Directories">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <DirBranch node={root} selected={selected} />
      </Box>
    </Box>
  );
}
