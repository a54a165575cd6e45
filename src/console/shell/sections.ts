import { roleMay, type Role } from '../../server/accounts/roles';
import { SECTIONS } from '../routing/routes';

/** The sections a role may open, in the nav's order; the API still decides every call (a 403 says "no access"). */
export const sectionsFor = (role: Role) => SECTIONS.filter((section) => roleMay(role, section.permission));
