import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { HomeSection } from '../../../common/constants';
import { useLocale } from '../i18n/use-locale';
import { scrollToSection } from './anchor-scroll';

/** A link to a home page section: scrolls with the 70 px offset, navigating home first when needed. */
export function AnchorLink(props: { section: HomeSection; className?: string; children: ReactNode; onClick?: () => void; role?: string }) {
  const { to, path } = useLocale();
  const navigate = useNavigate();
  const href = `${to('/')}#${props.section}`;
  const onClick = (e: MouseEvent) => {
    props.onClick?.();
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    if (path !== '/') void navigate(href, { preventScrollReset: true });
    else window.history.replaceState(window.history.state, '', href);
    void scrollToSection(props.section);
  };
  return (
    <Link to={href} className={props.className} onClick={onClick} role={props.role} preventScrollReset>
      {props.children}
    </Link>
  );
}
