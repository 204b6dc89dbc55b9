import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import type { VisibleNavMenu } from '@/app/shell/nav-config';

type NavMenuButtonProps = {
  /** Accessible name of the button ("LEARN", "Admin", "Account", "Menu"). */
  label: string;
  /** Shows an icon button instead of a text button. */
  icon?: ReactNode;
  /** One group, or several shown under their headings. */
  groups: VisibleNavMenu[];
};

/** A top-navigation button that opens a menu of links. */
export function NavMenuButton({ label, icon, groups }: NavMenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const buttonProps = {
    id: buttonId,
    'aria-controls': open ? menuId : undefined,
    'aria-haspopup': 'true' as const,
    'aria-expanded': open ? ('true' as const) : undefined,
    onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    color: 'inherit' as const,
  };
  const withHeadings = groups.length > 1;

  return (
    <>
      {icon ? (
        <IconButton {...buttonProps} aria-label={label} edge="end">
          {icon}
        </IconButton>
      ) : (
        <Button {...buttonProps}>{label}</Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {groups.flatMap((group) => [
          ...(withHeadings
            ? [<ListSubheader key={`${group.id}-heading`}>{group.label}</ListSubheader>]
            : []),
          ...group.items.map((item) => (
            <MenuItem
              key={`${group.id}-${item.to}`}
              component={RouterLink}
              to={item.to}
              onClick={close}
            >
              {item.label}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}
