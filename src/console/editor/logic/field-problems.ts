import type { TFunction } from 'i18next';
import type { FlowProblem } from '../editor-panel';

type Path = readonly (string | number)[];

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((part, i) => part === b[i]);

/** The problems found exactly at this place of the flow, in words: what a field shows under itself. */
export function problemTextAt(t: TFunction<'console'>, problems: readonly FlowProblem[], path: Path): string | null {
  const here = problems.filter((p) => samePath(p.path, path));
  return here.length === 0 ? null : here.map((p) => t(p.message.key, p.message.values)).join(' ');
}
