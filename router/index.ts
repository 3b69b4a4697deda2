/**
 * The routing vocabulary of the site. The shell shares this module with the remotes at run
 * time, so every app routes with one instance of react-router; only what is exported here is
 * shared. A remote that needs more adds it here and waits for the shell to be deployed first.
 */
export {
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router';
