/**
 * A flow problem and its one-line form, apart from the reference checks (flow-references.ts) that find most of them:
 * the respondent page formats problems the validators (a chunk loaded after hydration) report, and importing the
 * checks for that put them in the scripts a server-drawn page fetches before its first click (issue #21).
 */

/** A problem in a flow, located the way an author reads the JSON: `states[2].elements[0].question.style`. */
export interface FlowProblem {
  path: string;
  message: string;
}

export const formatProblem = ({ path, message }: FlowProblem): string => (path ? `${path}: ${message}` : message);
