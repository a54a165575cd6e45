import type { FlowQuestion, ResponseItem } from '../types/schemas';
import type { AnswerByKind, AnswerKind } from './answer-value';
import { message, MESSAGE, selectionMessage, type ValidationMessage } from './messages';

/** How the engine treats every answer of one kind, whatever the style. */
interface KindBehaviour<K extends AnswerKind> {
  describe: string;
  hasShape(value: unknown): value is AnswerByKind[K];
  isEmpty(value: AnswerByKind[K]): boolean;
  /** Number of values given, compared with minSelectionCount and expected counts. */
  count(value: AnswerByKind[K]): number;
  /** Texts that rules and value triggers compare against. */
  texts(value: AnswerByKind[K], question: FlowQuestion): string[];
  /** Option ids chosen (rules and option triggers match these). */
  optionIds(value: AnswerByKind[K], statementId?: string): string[];
  /** Limits every style of the kind honours when the question sets them. */
  limits(value: AnswerByKind[K], question: FlowQuestion): ValidationMessage | null;
  responses(value: AnswerByKind[K], question: FlowQuestion): ResponseItem[];
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const none = (): string[] => [];

function optionKeyOrId(question: FlowQuestion, optionId: string): string[] {
  const option = question.options?.find((o) => o.id === optionId);
  return option?.key ? [option.key, optionId] : [optionId];
}

/** SPEC 5: "Text length between min and max characters, at least min, or at most max." */
export function lengthLimit(length: number, min: number | undefined, max: number | undefined): ValidationMessage | null {
  const tooShort = min !== undefined && length < min;
  const tooLong = max !== undefined && length > max;
  if (!tooShort && !tooLong) return null;
  if (min !== undefined && max !== undefined) return message(MESSAGE.lengthBetween, { min, max });
  return tooShort ? message(MESSAGE.lengthAtLeast, { min: min! }) : message(MESSAGE.lengthAtMost, { max: max! });
}

/** SPEC 5: "Number between lower and upper limit, at least the lower limit, or at most the upper limit." */
export function numberLimit(value: number, lower: number | undefined, upper: number | undefined): ValidationMessage | null {
  const tooLow = lower !== undefined && value < lower;
  const tooHigh = upper !== undefined && value > upper;
  if (!tooLow && !tooHigh) return null;
  if (lower !== undefined && upper !== undefined) return message(MESSAGE.numberBetween, { lower, upper });
  return tooLow ? message(MESSAGE.numberAtLeast, { lower: lower! }) : message(MESSAGE.numberAtMost, { upper: upper! });
}

/** SPEC 5: "Range: Enter a value between min and max." */
export function rangeLimit(value: number, min: number | undefined, max: number | undefined): ValidationMessage | null {
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    return message(MESSAGE.range, { min: min ?? '', max: max ?? '' });
  }
  return null;
}

/** SPEC 5: "Please select minimum or maximum N options." An empty answer is the required check's business. */
export function selectionLimit(count: number, question: FlowQuestion): ValidationMessage | null {
  const { minSelectionCount: min, maxSelectionCount: max } = question;
  if (count === 0) return null;
  if ((min !== undefined && count < min) || (max !== undefined && count > max)) {
    return selectionMessage(min, max);
  }
  return null;
}

const text: KindBehaviour<'text'> = {
  describe: 'a string',
  hasShape: (v): v is string => typeof v === 'string',
  isEmpty: (v) => v.trim() === '',
  count: (v) => (v.trim() === '' ? 0 : 1),
  texts: (v) => [v],
  optionIds: none,
  limits: (v, q) => lengthLimit(v.trim().length, q.minResponseLength, q.maxResponseLength),
  responses: (v, q) => [{ question_id: q.id, body: v }],
};

const number: KindBehaviour<'number'> = {
  describe: 'a finite number',
  hasShape: (v): v is number => typeof v === 'number' && Number.isFinite(v),
  isEmpty: () => false,
  count: () => 1,
  texts: (v) => [String(v)],
  optionIds: none,
  limits: (v, q) => numberLimit(v, q.lowerlimit, q.upperlimit) ?? rangeLimit(v, q.min, q.max),
  responses: (v, q) => [{ question_id: q.id, body: v }],
};

const boolean: KindBehaviour<'boolean'> = {
  describe: 'true or false',
  hasShape: (v): v is boolean => typeof v === 'boolean',
  isEmpty: () => false,
  count: () => 1,
  texts: (v) => [String(v)],
  optionIds: none,
  limits: () => null,
  responses: (v, q) => [{ question_id: q.id, body: v }],
};

const choice: KindBehaviour<'choice'> = {
  describe: 'a list of option ids',
  hasShape: isStringArray,
  isEmpty: (v) => v.length === 0,
  count: (v) => v.length,
  texts: (v, q) => v.flatMap((id) => optionKeyOrId(q, id)),
  optionIds: (v) => v,
  limits: (v, q) => selectionLimit(v.length, q),
  responses: (v, q) => v.map((id) => ({ question_id: q.id, option_id: id })),
};

const ranking: KindBehaviour<'ranking'> = {
  describe: 'a list of option ids, best first',
  hasShape: isStringArray,
  isEmpty: (v) => v.length === 0,
  count: (v) => v.length,
  texts: (v, q) => v.flatMap((id) => optionKeyOrId(q, id)),
  optionIds: (v) => v,
  limits: () => null,
  responses: (v, q) => v.map((id, i) => ({ question_id: q.id, option_id: id, ranking: i + 1 })),
};

const matrix: KindBehaviour<'matrix'> = {
  describe: 'an object of option-id lists by statement id',
  hasShape: (v): v is Record<string, string[]> => isRecord(v) && Object.values(v).every(isStringArray),
  isEmpty: (v) => Object.values(v).every((ids) => ids.length === 0),
  count: (v) => Object.values(v).filter((ids) => ids.length > 0).length,
  texts: (v, q) => Object.entries(v).flatMap(([statementId, ids]) => {
    const options = q.statements?.find((s) => s.id === statementId)?.options ?? q.options ?? [];
    return ids.flatMap((id) => [id, ...(options.find((o) => o.id === id)?.key ? [options.find((o) => o.id === id)!.key!] : [])]);
  }),
  optionIds: (v, statementId) => (statementId === undefined ? Object.values(v).flat() : (v[statementId] ?? [])),
  limits: () => null,
  // SPEC 3.5: "For matrix answers the statement id is used as question_id."
  responses: (v, q) =>
    (q.statements ?? []).flatMap((s) => (v[s.id] ?? []).map((id) => ({ question_id: s.id, option_id: id }))),
};

const file: KindBehaviour<'file'> = {
  describe: 'an object with the uploaded url',
  hasShape: (v): v is AnswerByKind['file'] => isRecord(v) && typeof v.url === 'string',
  isEmpty: (v) => v.url === '',
  count: (v) => (v.url === '' ? 0 : 1),
  texts: (v) => [v.url],
  optionIds: none,
  limits: () => null,
  responses: (v, q) => [
    { question_id: q.id, body: v.url, ...(v.blobId ? { active_storage_blob_id: v.blobId } : {}) },
  ],
};

const phone: KindBehaviour<'phone'> = {
  describe: 'an object with number and isValid',
  hasShape: (v): v is AnswerByKind['phone'] =>
    isRecord(v) && typeof v.number === 'string' && typeof v.isValid === 'boolean',
  isEmpty: (v) => v.number.trim() === '',
  count: (v) => (v.number.trim() === '' ? 0 : 1),
  texts: (v) => [v.number],
  optionIds: none,
  limits: () => null,
  // A verified number carries its proof, which the server checks again on submit (issue #25 finding 9).
  responses: (v, q) => [{
    question_id: q.id,
    body: v.number,
    ...(v.verified === true && v.verificationId && v.token ? { verification_id: v.verificationId, verification_code: v.token } : {}),
  }],
};

const object: KindBehaviour<'object'> = {
  describe: 'an object of form values',
  hasShape: isRecord,
  isEmpty: (v) => Object.values(v).every((x) => x === undefined || x === null || x === ''),
  count: (v) => Object.values(v).filter((x) => x !== undefined && x !== null && x !== '').length,
  texts: (v) => Object.values(v).map((x) => String(x)),
  optionIds: none,
  limits: () => null,
  responses: (v, q) => [{ question_id: q.id, body: v }],
};

const KINDS: { [K in AnswerKind]: KindBehaviour<K> } = { text, number, boolean, choice, ranking, matrix, file, phone, object };

/** Whether a value has the shape of an answer of this kind: the one check every answer goes through (dispatchAnswer). */
export function hasAnswerShape<K extends AnswerKind>(kind: K, value: unknown): value is AnswerByKind[K] {
  return KINDS[kind].hasShape(value);
}

/** The shape of an answer of this kind, in words, for a refusal's reason. */
export const describeAnswerKind = (kind: AnswerKind): string => KINDS[kind].describe;

/** The behaviour of one answer kind. Values are typed loosely here: callers checked the shape first. */
export function kindOf(kind: AnswerKind): KindBehaviour<AnswerKind> {
  return KINDS[kind] as unknown as KindBehaviour<AnswerKind>;
}

export type { KindBehaviour };
