import { useUnit } from 'effector-react';
import { roleMay } from '../../server/accounts/roles';
import { useConsole } from '../app/console-context';

/** Whether the signed-in role may change flows, nodes and widgets (roles.ts); the API still decides every save. */
export function useMayWriteContent(): boolean {
  const session = useUnit(useConsole().session.$session);
  return session ? roleMay(session.user.role, 'content:write') : false;
}
