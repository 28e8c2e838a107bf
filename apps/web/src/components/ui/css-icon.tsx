import styles from './css-icon.module.css';

export type CssIconName =
  'crossed-swords' | 'death-skull' | 'hazard-sign' | 'horned-skull' | 'laurels' | 'quill-ink';

/**
 * A decorative icon drawn by CSS from an SVG file. The ~icons components inline their
 * path data in the JavaScript; the always-loaded shell (logged-out layout, alerts,
 * the login card) uses these instead to keep the login page small (issue 9.3).
 */
export function CssIcon({ name, className }: { name: CssIconName; className?: string }) {
  const classes = [styles.icon, styles[name], className].filter(Boolean).join(' ');
  return <span aria-hidden="true" className={classes} />;
}
