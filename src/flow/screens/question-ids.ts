/** The element ids of one question's parts, shared by its frame and the error summary's links. */
export function questionControlIds(questionId: string) {
  const base = `cv-q-${questionId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return { input: `${base}-input`, label: `${base}-label`, description: `${base}-description`, error: `${base}-error` };
}
