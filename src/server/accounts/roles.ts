/**
 * Roles and what each may do (issue #17). One table, read by every route guard and documented in the README:
 * owner everything; editor flows, nodes, widgets and results; agent chats (and the answers of their feedbacks);
 * viewer reads results.
 */
export const ROLES = ['owner', 'editor', 'agent', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

const PERMISSIONS = {
  'content:read': ['owner', 'editor', 'viewer'],
  'content:write': ['owner', 'editor'],
  'feedbacks:read': ['owner', 'editor', 'viewer'],
  'feedbacks:delete': ['owner', 'editor'],
  'chats:read': ['owner', 'agent'],
  'chats:write': ['owner', 'agent'],
  /** Canned responses (issue #22): agents use them, owners keep them. */
  'chats:configure': ['owner'],
  'users:manage': ['owner'],
  'audit:read': ['owner'],
  'tokens:own': ['owner', 'editor', 'agent', 'viewer'],
  // Issue #20: those who manage content manage where it is sent; webhooks carry feedbacks, which editors read anyway.
  'webhooks:manage': ['owner', 'editor'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export function roleMay(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** A token may carry the creator's role or one that may do less, never more: every permission of `role` is one of `of`. */
export function roleWithin(role: Role, of: Role): boolean {
  return (Object.keys(PERMISSIONS) as Permission[]).every((permission) => !roleMay(role, permission) || roleMay(of, permission));
}
