// The neutral workload both engines run: plain data that names no engine. Adapters turn it into a Canvass flow
// (adapters/canvass-flow.ts) and SurveyJS JSON (adapters/surveyjs-json.ts).
import { seededRandom } from '../src/lib/seeded-random';

type QuestionKind = 'choice' | 'text' | 'number';

/** A choice answer is an option key; a text answer a string; a number answer a number. */
export type WorkloadAnswer = string | number;

/** The question is shown only while (`show`), or hidden while (`hide`), an earlier answer equals `equals`. */
export interface VisibilityCondition {
  sourceId: string;
  equals: WorkloadAnswer;
  effect: 'show' | 'hide';
}

export interface WorkloadQuestion {
  id: string;
  kind: QuestionKind;
  title: string;
  /** Option keys of a choice question. */
  options?: readonly string[];
  condition?: VisibilityCondition;
}

interface WorkloadPage {
  id: string;
  questions: WorkloadQuestion[];
}

/** Leaving page `fromPage` goes to `toPage` (skipping the pages between) when `sourceId`'s answer is `equals`. */
interface PageJump {
  fromPage: number;
  toPage: number;
  sourceId: string;
  equals: string;
}

export interface Workload {
  id: string;
  pages: WorkloadPage[];
  jumps: PageJump[];
  /** The answer script: the value each question gets when the respondent sees it. */
  script: ReadonlyMap<string, WorkloadAnswer>;
}

export const OPTION_KEYS = ['a', 'b', 'c', 'd'] as const;
/** The option that makes a page's first question jump over the next page. */
const JUMP_OPTION = 'd';

/** Share of questions (past each page's first) that carry a visibility condition. */
const CONDITION_SHARE = 0.3;
/** Share of conditions whose source sits on the previous page rather than the same one. */
const CROSS_PAGE_SHARE = 0.3;

function kindAt(question: number, random: () => number): QuestionKind {
  // Each page opens with a choice question: the page jump's source, always visible.
  if (question === 0) return 'choice';
  const roll = random();
  return roll < 0.7 ? 'choice' : roll < 0.85 ? 'text' : 'number';
}

function answerFor(kind: QuestionKind, random: () => number): WorkloadAnswer {
  if (kind === 'choice') return OPTION_KEYS[Math.floor(random() * OPTION_KEYS.length)]!;
  if (kind === 'number') return 1 + Math.floor(random() * 5);
  return `answer ${Math.floor(random() * 1000)}`;
}

/** A condition on an earlier choice or number question: mostly on the same page, sometimes on the previous one. */
function conditionFor(earlier: readonly WorkloadQuestion[], previousPage: readonly WorkloadQuestion[], random: () => number): VisibilityCondition | undefined {
  const pool = (previousPage.length > 0 && random() < CROSS_PAGE_SHARE ? previousPage : earlier).filter((q) => q.kind !== 'text');
  const source = pool[Math.floor(random() * pool.length)];
  if (!source) return undefined;
  const equals = source.kind === 'choice' ? OPTION_KEYS[Math.floor(random() * OPTION_KEYS.length)]! : 1 + Math.floor(random() * 5);
  return { sourceId: source.id, equals, effect: random() < 0.5 ? 'show' : 'hide' };
}

/**
 * P pages of Q questions (choice with 4 options, some text and number), about 30% of them shown or hidden by an
 * earlier answer, and a jump over the next page from every page whose first answer is option "d".
 */
export function generateWorkload(pageCount: number, perPage: number, seed = 1): Workload {
  const random = seededRandom(seed);
  const pages: WorkloadPage[] = [];
  const script = new Map<string, WorkloadAnswer>();
  for (let p = 0; p < pageCount; p++) {
    const questions: WorkloadQuestion[] = [];
    for (let q = 0; q < perPage; q++) {
      const id = `p${p}q${q}`;
      const kind = kindAt(q, random);
      const question: WorkloadQuestion = { id, kind, title: `Question ${p + 1}.${q + 1}` };
      if (kind === 'choice') question.options = OPTION_KEYS;
      if (q > 0 && random() < CONDITION_SHARE) {
        const condition = conditionFor(questions, pages[p - 1]?.questions ?? [], random);
        if (condition) question.condition = condition;
      }
      questions.push(question);
      script.set(id, answerFor(kind, random));
    }
    pages.push({ id: `page${p}`, questions });
  }
  const jumps: PageJump[] = [];
  for (let p = 0; p + 2 < pageCount; p++) jumps.push({ fromPage: p, toPage: p + 2, sourceId: `p${p}q0`, equals: JUMP_OPTION });
  return { id: `bench-${pageCount}x${perPage}`, pages, jumps, script };
}

/** Questions that carry a visibility condition, and page jumps: the logic both engines evaluate. */
export function logicCount(workload: Workload): { conditions: number; jumps: number } {
  const conditions = workload.pages.reduce((n, page) => n + page.questions.filter((q) => q.condition).length, 0);
  return { conditions, jumps: workload.jumps.length };
}
