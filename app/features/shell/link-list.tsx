import { Link } from 'react-router';

/** A list of quiet links, one an item (a footer column, a page's "other services"). */
export function LinkList({ links, className }: { links: readonly { to: string; label: string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}><Link className="link-quiet" to={l.to}>{l.label}</Link></li>
      ))}
    </ul>
  );
}
