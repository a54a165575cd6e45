import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Flow } from '../../../types/schemas';
import type { FlowProblem } from '../editor-panel';
import { schemaProblems } from '../problems/schema-problems';

/** A problem of the JSON text, on a line (1-based) and column, with the path it concerns when it parsed. */
interface JsonTextError {
  line: number;
  column: number;
  path?: FlowProblem['path'];
  message: FlowProblem['message'];
}

export type JsonCheck = { ok: true; flow: Flow } | { ok: false; errors: JsonTextError[] };

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function position(starts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

/**
 * The node a schema problem is about, as near as the text has it: the property (its key's line) when it exists,
 * else the nearest existing parent (a missing required field is reported on the object that lacks it).
 */
function nodeFor(root: Node, path: FlowProblem['path']): Node {
  for (let length = path.length; length >= 0; length -= 1) {
    const node = findNodeAtLocation(root, path.slice(0, length) as (string | number)[]);
    if (node) return node.parent?.type === 'property' ? node.parent : node;
  }
  return root;
}

/** The JSON tab's text checked as typed: strict JSON first (comments are not JSON), then flow.schema.json. */
export function checkJsonText(text: string): JsonCheck {
  const starts = lineStarts(text);
  const parseErrors: ParseError[] = [];
  const root = parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (parseErrors.length > 0 || !root) {
    // The first syntax error only: the ones after it mostly follow from it (a missing bracket closes nothing after).
    const errors = (parseErrors.length > 0 ? parseErrors.slice(0, 1) : [{ error: 4, offset: 0, length: 0 }]).map((e) => ({
      ...position(starts, e.offset),
      message: { key: `editor.json.parse.${printParseErrorCode(e.error)}` },
    }));
    return { ok: false, errors };
  }
  // The value of the same tree the positions come from.
  const value: unknown = getNodeValue(root);
  const problems = schemaProblems(value);
  if (problems.length === 0) return { ok: true, flow: value as Flow };
  return {
    ok: false,
    errors: problems
      .map((problem) => ({ ...position(starts, nodeFor(root, problem.path).offset), path: problem.path, message: problem.message }))
      .sort((a, b) => a.line - b.line || a.column - b.column),
  };
}
