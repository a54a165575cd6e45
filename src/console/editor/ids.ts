import type { Flow } from '../../types/schemas';

/** Every id used in a flow (states, elements, questions, options, statements): a new one must be none of them. */
export function idsOf(flow: Flow): Set<string> {
  const ids = new Set<string>();
  for (const state of flow.states) {
    ids.add(state.id);
    for (const element of state.elements) {
      ids.add(element.id);
      const question = element.question;
      if (!question) continue;
      ids.add(question.id);
      for (const option of question.options ?? []) ids.add(option.id);
      for (const statement of question.statements ?? []) {
        ids.add(statement.id);
        for (const option of statement.options ?? []) ids.add(option.id);
      }
    }
  }
  return ids;
}

const randomPart = () => Math.random().toString(36).slice(2, 8).padEnd(6, '0');

/**
 * A new id in the demo flow's manner (`s-…` states, `el-…` elements, `q-…` questions, `o-…` options): a prefix and
 * six random characters, never one already taken. It never changes afterwards, so answers, rules and fixtures that
 * name it keep working when the thing is renamed or moved (which is why it is not made from the title).
 */
export function newId(prefix: 's' | 'el' | 'q' | 'o', taken: ReadonlySet<string>, random: () => string = randomPart): string {
  for (;;) {
    const id = `${prefix}-${random()}`;
    if (!taken.has(id)) return id;
  }
}
