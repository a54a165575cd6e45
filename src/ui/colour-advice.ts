/**
 * The colours a page was given are made readable (issue #7), and what was changed is advice for whoever chose
 * them: it is printed in a preview (/flow_preview, /web_flow_preview, isPreview=true) or on a page opened with
 * ?debug, not in the console of every respondent's page view (issue #16 item 5).
 */
export function colourAdviceWanted(where: { pathname: string; search: string }): boolean {
  const query = new URLSearchParams(where.search);
  return query.has('debug') || /_preview$/.test(where.pathname) || ['true', '1'].includes(query.get('isPreview') ?? '');
}

export function tellColourAdvice(subject: string, notes: readonly string[] | undefined, where: { pathname: string; search: string } = location): void {
  if (!notes?.length || !colourAdviceWanted(where)) return;
  for (const note of notes) console.warn(`${subject}: ${note}`);
}
