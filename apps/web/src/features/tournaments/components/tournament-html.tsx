import styles from '@/features/tournaments/components/tournaments.module.css';

/**
 * A tournament's description, pairings or standings HTML. The only place the tournament pages
 * render HTML: the server sanitizes it with an allow-list when it is saved and again when it is
 * served (no script, event handler or javascript: address), so it is inserted as it comes.
 */
export function TournamentHtml({ html, label }: { html: string; label?: string }) {
  return (
    <div
      className={styles.html}
      aria-label={label}
      role={label ? 'region' : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
