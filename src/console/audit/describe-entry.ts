import type { TFunction } from 'i18next';
import type { AuditEntry } from '../api/types';

/**
 * One line for an audit entry: the action in words ("Removed an account") and what it concerns: an account's name
 * or email, a token's name, a flow's id. An entry about the actor's own account ("Joined by invitation") names no
 * one twice. An action this console does not know yet shows as the API names it.
 */
export function describeAuditEntry(t: TFunction<'console'>, entry: AuditEntry, userNames: Record<string, string>): string {
  // i18next reads dots as nesting: "user.removed" is the key "user_removed".
  const action = t(`audit.actions.${entry.action.replace(/\./g, '_')}`, { defaultValue: entry.action });
  const detail = (entry.detail ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const aboutSelf = entry.target_type === 'user' && entry.target_id === entry.actor_id;
  const subject = aboutSelf ? undefined : (entry.target_type === 'user' ? userNames[entry.target_id] : undefined) ?? text(detail.email) ?? text(detail.name) ?? entry.target_id;
  const role = text(detail.role) && t(`roles.${detail.role}`, { defaultValue: detail.role });
  if (!subject) return role ? t('audit.lineSelfWithRole', { action, role }) : action;
  return role ? t('audit.lineWithRole', { action, subject, role }) : t('audit.line', { action, subject });
}
