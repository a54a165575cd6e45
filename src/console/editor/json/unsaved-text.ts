/**
 * JSON text typed but not applied, by flow id: kept when the tab is left and opened again (the shell unmounts
 * panels it does not show), so a half-fixed edit is not lost. Dropped when applied or discarded.
 */
const unsaved = new Map<string, string>();

export const unsavedText = (flowId: string): string | undefined => unsaved.get(flowId);

export function keepUnsavedText(flowId: string, text: string | undefined): void {
  if (text === undefined) unsaved.delete(flowId);
  else unsaved.set(flowId, text);
}
