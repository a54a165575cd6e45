/** SPEC 2.1: exact paths, each with the query parameters it cannot do without. */
export const ROUTES = {
  '/web_flow_preview': { screen: 'flow', required: ['flow_id'] },
  '/flow_preview': { screen: 'flow', required: ['flow_id'] },
  '/feedback': { screen: 'flow', required: ['node_id'] },
  '/web_feedback': { screen: 'flow', required: ['node_id'] },
  // SPEC 5: a chat without feedback_id and token shows wrongUrlError rather than nothing.
  '/chat': { screen: 'chat', required: [] },
  '/widget': { screen: 'widget', required: ['code'] },
} as const;

export type RoutePath = keyof typeof ROUTES;

/** The route to render, or null: an unknown path or a missing required parameter renders nothing (SPEC 2.1). */
export function matchRoute(pathname: string, search: string): RoutePath | null {
  if (!(pathname in ROUTES)) return null;
  const route = pathname as RoutePath;
  const query = new URLSearchParams(search);
  return ROUTES[route].required.every((name) => query.get(name)) ? route : null;
}

/** The screens, one HTML entry each (flow.html, chat.html, widget.html). */
export type Screen = (typeof ROUTES)[RoutePath]['screen'];

/** The built page that serves a route (the server picks it; routes/pages.ts). */
export const pageOfScreen = (screen: Screen) => `client/${screen}.html`;
