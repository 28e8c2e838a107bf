import { Link } from 'react-router';
import IconFilmProjector from '~icons/game-icons/film-projector';
import styles from './replay-link.module.css';

/** The web address of a fight's replay, public to anyone with the link. */
export function replayPath(replayId: string): string {
  return `/replay/${encodeURIComponent(replayId)}`;
}

export interface ReplayLinkProps {
  replayId: string;
  /** Said after "Watch replay" to screen readers when a list holds several. */
  of?: string;
  className?: string;
}

/** A quiet "Watch replay" link to /replay/:id, kept out of the way of a screen's own actions. */
export function ReplayLink({ replayId, of, className }: ReplayLinkProps) {
  return (
    <Link to={replayPath(replayId)} className={`${styles.link} ${className ?? ''}`}>
      <IconFilmProjector aria-hidden="true" />
      Watch replay {of && <span className="sr-only">of {of}</span>}
    </Link>
  );
}
