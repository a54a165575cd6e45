import { combine, sample } from 'effector';
import { roleMay } from '../../server/accounts/roles';
import type { SessionModel } from '../session/model';
import type { Router } from './model';
import { HOME_PATH, isConsolePath, isPublicRoute, SECTIONS, signInPath } from './routes';

/**
 * Where the console sends a person by itself: a signed-out person asking for a console page goes to sign-in (and
 * back there after it, unless they signed out); a signed-in one on the sign-in page goes where they were headed (a
 * console page, or the agent console that sent them); /console opens the first section their role may see.
 */
export function guardNavigation(router: Router, session: SessionModel): void {
  const $redirect = combine(router.$route, router.$location, session.$status, session.$session, session.$notice, (route, location, status, current, notice): string | null => {
    if (status === 'checking') return null;
    if (status === 'signed-out') {
      if (isPublicRoute(route)) return null;
      // Signing out is leaving on purpose: no page to come back to.
      const back = route.name === 'home' || notice === 'signed-out' ? undefined : location.pathname + location.search;
      return signInPath(back);
    }
    if (route.name === 'sign-in') return route.next ?? HOME_PATH;
    if (route.name === 'home' && current) return SECTIONS.find((section) => roleMay(current.user.role, section.permission))?.path ?? null;
    return null;
  });
  sample({ clock: $redirect.updates, filter: (target): target is string => target !== null && isConsolePath(target), target: router.redirected });
  // After sign-in the way back may be the agent console, a page of its own (routes.ts `safeNext` allows it).
  sample({ clock: $redirect.updates, filter: (target): target is string => target !== null && !isConsolePath(target), target: router.left });
}
