import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { VisibleNavItem, VisibleNavMenu } from '@/app/shell/nav-config';
import { useAppLive } from '@/lib/app-live';

type NavMenuButtonProps = {
  /** Accessible name of the button ("LEARN", "Admin", "Account", "Menu"). */
  label: string;
  /** Shows an icon button (named by `label`) instead of a text button. */
  icon?: ReactNode;
  /** One group, or several shown under their headings. */
  groups: VisibleNavMenu[];
  /** Which edge of the button the menu lines up with; `end` for buttons at the right. */
  align?: 'start' | 'end';
};

/** Consecutive items of one group (nav-config sorts a menu's items by group). */
function runsByGroup(items: VisibleNavItem[]) {
  const runs: { group: VisibleNavItem['group']; items: VisibleNavItem[] }[] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else runs.push({ group: item.group, items: [item] });
  }
  return runs;
}

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * A top-navigation button that opens a menu of links (the WAI-ARIA menu button pattern): focus
 * moves into the menu, arrow keys, Home and End move between items, Escape closes it and gives
 * focus back to the button, Tab or a click outside closes it.
 */
export function NavMenuButton({ label, icon, groups, align = 'start' }: NavMenuButtonProps) {
  const [open, setOpen] = useState(false);
  // On a page the server rendered, the menus open once the app has taken over: in that same
  // render a signed-in member's own menus replace the visitor's (docs/decisions/0058), so a menu
  // opened earlier would be the wrong one, or close under the pointer.
  const live = useAppLive();
  const menuId = useId();
  const buttonId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const withHeadings = groups.length > 1;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? current >= last
          ? 0
          : current + 1
        : event.key === 'ArrowUp'
          ? current <= 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target !== null) {
      event.preventDefault();
      items[target]?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const renderLinks = (menu: VisibleNavMenu['id'], items: VisibleNavItem[]) =>
    items.map((item) => (
      <Link
        key={`${menu}-${item.to}`}
        to={item.to}
        role="menuitem"
        tabIndex={-1}
        className="menu-item"
        onClick={() => close(false)}
      >
        {item.label}
      </Link>
    ));

  // Items of a menu that names groups (the Admin menu) are listed under their group's heading.
  const renderItems = (menu: VisibleNavMenu) =>
    runsByGroup(menu.items).map((run) =>
      run.group ? (
        <div
          key={`${menu.id}-${run.group}`}
          role="group"
          aria-label={run.group}
          className="menu-group menu-subgroup"
        >
          <div className="menu-heading menu-subheading" aria-hidden="true">
            {run.group}
          </div>
          {renderLinks(menu.id, run.items)}
        </div>
      ) : (
        renderLinks(menu.id, run.items)
      ),
    );

  return (
    <div className="menu-anchor" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        id={buttonId}
        className={icon ? 'nav-button icon-button' : 'nav-button'}
        aria-label={icon ? label : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        disabled={!live}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onButtonKeyDown}
      >
        {icon ?? label}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={align === 'end' ? 'menu menu-end' : 'menu'}
          onKeyDown={onMenuKeyDown}
        >
          {withHeadings
            ? groups.map((group) => (
                <div key={group.id} role="group" aria-label={group.label} className="menu-group">
                  <div className="menu-heading" aria-hidden="true">
                    {group.label}
                  </div>
                  {renderItems(group)}
                </div>
              ))
            : groups.map(renderItems)}
        </div>
      )}
    </div>
  );
}
