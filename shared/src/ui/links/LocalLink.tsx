import { forwardRef } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from '@site/router';
import { sitePath } from '../../links/sitePath';
import { useLanguage } from './useLanguage';

type LocalLinkProps = Omit<LinkProps, 'to'> & {
  /** Path below the language root: `products/cnc-laser`, or '' for home. */
  to: string;
};

/** A link inside the site; the page's language goes into the URL. */
export const LocalLink = forwardRef<HTMLAnchorElement, LocalLinkProps>(function LocalLink(
  { to, ...rest },
  ref,
) {
  const language = useLanguage();
  return <Link ref={ref} to={sitePath(language, to)} {...rest} />;
});

type LocalNavLinkProps = Omit<NavLinkProps, 'to'> & { to: string };

/** Like LocalLink, marked `aria-current="page"` when it is the page shown. */
export function LocalNavLink({ to, ...rest }: LocalNavLinkProps) {
  const language = useLanguage();
  return <NavLink to={sitePath(language, to)} {...rest} />;
}
